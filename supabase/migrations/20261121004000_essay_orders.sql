-- =====================================================================
-- Text-work (AI essay) orders: the order's fields, its references and
-- its log (orders.md §3 AiEssayOrder, Essay reference; §4 statuses).
-- Clients and guests read their own rows under RLS; every write goes
-- through the server as service_role, which guards each step by status.
-- =====================================================================

-- ---------------------------------------------------------------------
-- Order columns
-- ---------------------------------------------------------------------
alter table public.ai_essay_orders
  add column if not exists unified_order_id bigint references public.unified_orders (id) on delete cascade,
  add column if not exists status smallint not null default 1,
  add column if not exists previous_status smallint,
  add column if not exists topic text not null default '',
  add column if not exists work_type_id smallint not null default 1,
  add column if not exists task_details text,
  add column if not exists number_of_pages smallint,
  add column if not exists extended_description text,
  add column if not exists goal text,
  add column if not exists idea text,
  add column if not exists flow_type text not null default 'default',
  add column if not exists should_generate_fake_introduction boolean not null default false,
  add column if not exists fake_introduction text,
  -- [{title, subchapters: [{title}]}]: the chapters between the fixed introduction and conclusion.
  add column if not exists outline jsonb,
  -- [{key, title, level, text}]: the text as the client sees and edits it, section by section.
  add column if not exists final_text jsonb,
  -- The generated text as it came out, so «reset» can bring it back.
  add column if not exists generated_final_text jsonb,
  add column if not exists source_text text,
  add column if not exists is_main_parts_sections_different boolean not null default false,
  add column if not exists reference_search_status text,
  add column if not exists workbook_file jsonb,
  add column if not exists is_paid boolean not null default false,
  add column if not exists paid_at timestamptz,
  add column if not exists title_page_data jsonb,
  add column if not exists error_message text,
  -- Which AI wrote it ('demo' or the model name), so the UI can label demo output.
  add column if not exists ai_provider text;

do $$
begin
  if not exists (select 1 from pg_constraint where conname = 'ai_essay_orders_status_range') then
    alter table public.ai_essay_orders
      add constraint ai_essay_orders_status_range check (status between 1 and 26),
      add constraint ai_essay_orders_previous_status_range check (previous_status is null or previous_status between 1 and 26),
      add constraint ai_essay_orders_pages_range check (number_of_pages is null or number_of_pages between 3 and 20),
      add constraint ai_essay_orders_topic_length check (char_length(topic) <= 255),
      add constraint ai_essay_orders_reference_search_status check (reference_search_status is null or reference_search_status in ('pending', 'running', 'done', 'failed'));
  end if;
end
$$;

create unique index if not exists ai_essay_orders_unified_order_idx on public.ai_essay_orders (unified_order_id) where unified_order_id is not null;
create index if not exists ai_essay_orders_user_recent_idx on public.ai_essay_orders (user_id, created_at desc, id desc) where user_id is not null;
create index if not exists ai_essay_orders_guest_idx on public.ai_essay_orders (guest_fingerprint) where user_id is null;

-- Any change bumps updated_at, which the similar-order check and the wizard's re-fetch rely on.
create or replace function private.touch_updated_at() returns trigger
  language plpgsql
  set search_path = ''
  as $$
  begin
    new.updated_at := now();
    return new;
  end
  $$;

drop trigger if exists ai_essay_orders_touch on public.ai_essay_orders;
create trigger ai_essay_orders_touch before update on public.ai_essay_orders
  for each row execute function private.touch_updated_at();

-- Keeps previous_status so a failed or canceled order can tell where it stopped.
create or replace function private.remember_previous_essay_status() returns trigger
  language plpgsql
  set search_path = ''
  as $$
  begin
    if new.status is distinct from old.status then
      new.previous_status := old.status;
    end if;
    return new;
  end
  $$;

drop trigger if exists ai_essay_orders_previous_status on public.ai_essay_orders;
create trigger ai_essay_orders_previous_status before update of status on public.ai_essay_orders
  for each row execute function private.remember_previous_essay_status();

-- ---------------------------------------------------------------------
-- References (sources) of an order
-- ---------------------------------------------------------------------
create table if not exists public.ai_essay_order_references (
  id bigint generated always as identity primary key,
  ai_essay_order_id bigint not null references public.ai_essay_orders (id) on delete cascade,
  -- found: offered by the search; approved: chosen by the client; uploaded: added by the client.
  status text not null default 'found' check (status in ('found', 'approved', 'uploaded', 'removed')),
  position int not null default 0,
  -- {title, author, year, source, url, query, why, relevance, inText, record (the full bibliographic record)}
  data jsonb not null,
  -- {path, name, size, mime} of an uploaded file.
  file jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index if not exists ai_essay_order_references_order_idx on public.ai_essay_order_references (ai_essay_order_id, position, id);

drop trigger if exists ai_essay_order_references_touch on public.ai_essay_order_references;
create trigger ai_essay_order_references_touch before update on public.ai_essay_order_references
  for each row execute function private.touch_updated_at();

alter table public.ai_essay_order_references enable row level security;

create policy "References are visible with their order" on public.ai_essay_order_references
  for select to anon, authenticated
  using (exists (
    select 1 from public.ai_essay_orders o
     where o.id = ai_essay_order_id and private.owns_order(o.user_id, o.guest_fingerprint)));

grant select on public.ai_essay_order_references to anon, authenticated;
grant all on public.ai_essay_order_references to service_role;

-- ---------------------------------------------------------------------
-- Order log (AiEssayOrder.logs: event, createdAt)
-- ---------------------------------------------------------------------
create table if not exists public.ai_essay_order_logs (
  id bigint generated always as identity primary key,
  ai_essay_order_id bigint not null references public.ai_essay_orders (id) on delete cascade,
  event text not null,
  detail jsonb,
  created_at timestamptz not null default now()
);

create index if not exists ai_essay_order_logs_order_idx on public.ai_essay_order_logs (ai_essay_order_id, id);

alter table public.ai_essay_order_logs enable row level security;

create policy "Logs are visible with their order" on public.ai_essay_order_logs
  for select to anon, authenticated
  using (exists (
    select 1 from public.ai_essay_orders o
     where o.id = ai_essay_order_id and private.owns_order(o.user_id, o.guest_fingerprint)));

grant select (id, ai_essay_order_id, event, created_at) on public.ai_essay_order_logs to anon, authenticated;
grant all on public.ai_essay_order_logs to service_role;

-- ---------------------------------------------------------------------
-- Title page data kept per order (the client's last set stays in
-- public.title_page_data for lastAiEssayOrderTitlePageData)
-- ---------------------------------------------------------------------
alter table public.unified_orders add column if not exists type_id smallint;
