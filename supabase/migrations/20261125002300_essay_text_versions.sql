-- =====================================================================
-- Edit history of a text work (issue 13 part 5): every version of every
-- section — the generated text, each save (the student's edit, an AI
-- editor change, a visual item), each reset and each restore — with who
-- and when. Append-only: nobody updates a version; the server inserts
-- them in the same transaction as the change, and only the cap below
-- deletes (the oldest non-generated versions past 200 in one section).
-- The owner of the order reads its versions under RLS.
-- =====================================================================

create table if not exists public.ai_essay_order_text_versions (
  id bigint generated always as identity primary key,
  ai_essay_order_id bigint not null references public.ai_essay_orders (id) on delete cascade,
  section_key text not null,
  text text not null,
  kind text not null check (kind in ('GENERATED', 'EDIT', 'AI_REWRITE', 'AI_EXTEND', 'AI_SHORTEN', 'AI_CUSTOM', 'VISUAL_ITEM', 'RESET', 'RESTORE', 'REWRITE')),
  -- The client who made the change; null for the generated text and for a guest's order.
  author_user_id uuid references public.users (id) on delete set null,
  -- A RESTORE names the version it brought back.
  restored_from_id bigint,
  created_at timestamptz not null default now()
);

-- Versions are written under the order's row lock, so the id is their order of creation (created_at is the
-- transaction's start, which a writer that waited for the lock would get out of order): reads order by id.
create index if not exists ai_essay_order_text_versions_section_idx
  on public.ai_essay_order_text_versions (ai_essay_order_id, section_key, id desc);
create index if not exists ai_essay_order_text_versions_order_idx
  on public.ai_essay_order_text_versions (ai_essay_order_id, id desc);

alter table public.ai_essay_order_text_versions enable row level security;

create policy "Text versions are visible to the order's owner" on public.ai_essay_order_text_versions
  for select to anon, authenticated
  using (exists (
    select 1 from public.ai_essay_orders o
     where o.id = ai_essay_order_id and private.owns_order(o.user_id, o.guest_fingerprint)));

grant select on public.ai_essay_order_text_versions to anon, authenticated;
-- No update for anyone: a version, once written, stays as it was. Delete only for the cap.
grant select, insert, delete on public.ai_essay_order_text_versions to service_role;

-- ---------------------------------------------------------------------
-- The generated text is version 0 of each section: written whenever the
-- writer stores a generated text that becomes the section's current text
-- (first time, every regeneration, a rewrite of that section) and the
-- section's history does not already end with it, whichever code path does
-- it. A section that keeps the student's edits (a rewrite of other sections)
-- gets no GENERATED version here: the rewrite records its own change
-- (REWRITE), so a section's newest version is always its current text.
-- ---------------------------------------------------------------------
create or replace function private.record_generated_text_versions() returns trigger
  language plpgsql
  security definer
  set search_path = ''
  as $$
  begin
    insert into public.ai_essay_order_text_versions (ai_essay_order_id, section_key, text, kind)
    select new.id, s ->> 'key', coalesce(s ->> 'text', ''), 'GENERATED'
      from jsonb_array_elements(new.generated_final_text) with ordinality as e(s, n)
     where s ->> 'key' is not null
       and exists (select 1 from jsonb_array_elements(case when jsonb_typeof(new.final_text) = 'array' then new.final_text else '[]'::jsonb end) f
                    where f ->> 'key' = s ->> 'key' and coalesce(f ->> 'text', '') = coalesce(s ->> 'text', ''))
       and coalesce(s ->> 'text', '') is distinct from (select v.text from public.ai_essay_order_text_versions v
                                                         where v.ai_essay_order_id = new.id and v.section_key = s ->> 'key'
                                                         order by v.id desc limit 1)
     order by n;
    return new;
  end;
  $$;

revoke all on function private.record_generated_text_versions() from public;

drop trigger if exists ai_essay_orders_generated_text_versions on public.ai_essay_orders;
create trigger ai_essay_orders_generated_text_versions after update of generated_final_text on public.ai_essay_orders
  for each row
  when (new.generated_final_text is not null and jsonb_typeof(new.generated_final_text) = 'array')
  execute function private.record_generated_text_versions();

-- Works finished before this migration get their generated text as version 0.
insert into public.ai_essay_order_text_versions (ai_essay_order_id, section_key, text, kind, created_at)
select o.id, s ->> 'key', coalesce(s ->> 'text', ''), 'GENERATED', o.updated_at
  from public.ai_essay_orders o
  cross join lateral jsonb_array_elements(o.generated_final_text) as s
 where jsonb_typeof(o.generated_final_text) = 'array'
   and s ->> 'key' is not null
   and not exists (select 1 from public.ai_essay_order_text_versions v where v.ai_essay_order_id = o.id);
