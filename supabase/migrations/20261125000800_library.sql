-- =====================================================================
-- Library of ready works (orders.md §3 Library work; platform.md §2
-- /biblioteka/…): solved problems, answered questions and exercises a
-- guest reads for free up to the shortened answer. Russian full-text
-- search (weighted tsvector, GIN) plus pg_trgm on the title for typos.
-- The full answer is never granted to the API roles: only the server
-- (service role) reads it, until the library order (task-solver issue)
-- adds a purchase check in front of it.
-- =====================================================================

create extension if not exists pg_trgm;

-- pg_trgm's functions (similarity, %, <->) are pure text functions that Postgres installs executable by PUBLIC, and
-- the library pages call them as the guest. Where the migrating role itself created them (PGlite, plain Postgres),
-- the bootstrap's default privileges withheld that EXECUTE: give it back, so every platform exposes the same.
do $$
declare f regprocedure;
begin
  for f in
    select p.oid::regprocedure from pg_proc p
      join pg_depend d on d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e'
      join pg_extension e on e.oid = d.refobjid
     where e.extname = 'pg_trgm' and p.proowner = current_user::regrole
  loop
    execute format('grant execute on function %s to public', f);
  end loop;
end
$$;

-- ---------------------------------------------------------------------
-- Work types: the {typeSlug} of /biblioteka/{typeSlug}/{subjectSlug}/
-- ---------------------------------------------------------------------
create table if not exists public.library_work_types (
  id integer primary key,
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  -- «Решение задач»: the list heading
  title text not null,
  -- «Решение задачи»: one work, in breadcrumbs and on the detail page
  title_singular text not null,
  sort_order integer not null default 0
);

insert into public.library_work_types (id, slug, title, title_singular, sort_order) values
  (1, 'zadachi', 'Решение задач', 'Решение задачи', 10),
  (2, 'voprosy', 'Ответы на вопросы', 'Ответ на вопрос', 20),
  (3, 'uprazhneniya', 'Упражнения', 'Упражнение', 30)
on conflict (id) do update set slug = excluded.slug, title = excluded.title, title_singular = excluded.title_singular, sort_order = excluded.sort_order;

alter table public.library_work_types enable row level security;
drop policy if exists "Library work types are readable by everyone" on public.library_work_types;
create policy "Library work types are readable by everyone" on public.library_work_types
  for select to anon, authenticated
  using (true);
grant select on public.library_work_types to anon, authenticated;
grant all on public.library_work_types to service_role;

-- ---------------------------------------------------------------------
-- Works
-- ---------------------------------------------------------------------
create table if not exists public.library_works (
  id bigint generated always as identity primary key,
  type_id integer not null references public.library_work_types (id),
  subject_id integer not null references public.subjects (id),
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(slug) between 3 and 100),
  level text not null check (level in ('school', 'university')),
  title text not null check (length(btrim(title)) between 1 and 200),
  task text not null check (length(btrim(task)) > 0),
  short_answer text not null check (length(btrim(short_answer)) > 0),
  answer text not null check (length(btrim(answer)) > 0),
  seo_text text,
  views bigint not null default 0 check (views >= 0),
  published boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- Title weighs most, then the task, then the answer (which guests search but never read).
  russian tsvector generated always as (
    setweight(to_tsvector('russian'::regconfig, title), 'A')
    || setweight(to_tsvector('russian'::regconfig, task), 'B')
    || setweight(to_tsvector('russian'::regconfig, answer), 'C')
  ) stored
);

create index if not exists library_works_russian on public.library_works using gin (russian);
create index if not exists library_works_title_trgm on public.library_works using gin (title gin_trgm_ops);
create index if not exists library_works_list_popular on public.library_works (type_id, subject_id, views desc, id desc) where published;
create index if not exists library_works_list_new on public.library_works (type_id, subject_id, created_at desc, id desc) where published;
create index if not exists library_works_subject on public.library_works (subject_id);

alter table public.library_works enable row level security;

drop policy if exists "Published library works are readable by everyone" on public.library_works;
create policy "Published library works are readable by everyone" on public.library_works
  for select to anon, authenticated
  using (published);

-- Column grants: the full answer and its search vector (which spells the answer's words) stay with the server.
grant select (id, type_id, subject_id, slug, level, title, task, short_answer, seo_text, views, published, created_at, updated_at)
  on public.library_works to anon, authenticated;
grant all on public.library_works to service_role;

-- ---------------------------------------------------------------------
-- Old slugs, so a changed address answers 301 to the current one
-- ---------------------------------------------------------------------
create table if not exists public.library_work_slug_history (
  old_slug text primary key,
  work_id bigint not null references public.library_works (id) on delete cascade,
  changed_at timestamptz not null default now()
);
create index if not exists library_work_slug_history_work on public.library_work_slug_history (work_id);

alter table public.library_work_slug_history enable row level security;
drop policy if exists "Old library slugs are readable by everyone" on public.library_work_slug_history;
create policy "Old library slugs are readable by everyone" on public.library_work_slug_history
  for select to anon, authenticated
  using (true);
grant select on public.library_work_slug_history to anon, authenticated;
grant all on public.library_work_slug_history to service_role;

-- ---------------------------------------------------------------------
-- Triggers: updated_at, slug history, the subjects' work counts
-- ---------------------------------------------------------------------
create or replace function public.library_work_before_update()
returns trigger
language plpgsql
set search_path = public, pg_temp
as $$
begin
  new.updated_at := now();
  if new.slug is distinct from old.slug then
    insert into public.library_work_slug_history (old_slug, work_id)
    values (old.slug, old.id)
    on conflict (old_slug) do update set work_id = excluded.work_id, changed_at = now();
    -- A slug given back to a work is current again, not a redirect.
    delete from public.library_work_slug_history where old_slug = new.slug;
  end if;
  return new;
end;
$$;

drop trigger if exists library_work_before_update on public.library_works;
create trigger library_work_before_update
  before update on public.library_works
  for each row
  execute function public.library_work_before_update();

-- Counts are recounted once per statement and only for the subjects it touched, so a large import stays cheap.
create or replace function public.library_works_recount_subjects()
returns trigger
language plpgsql
security definer
set search_path = public, pg_temp
as $$
declare
  touched integer[];
begin
  if tg_op = 'INSERT' then
    select array_agg(distinct subject_id) into touched from new_rows;
  elsif tg_op = 'DELETE' then
    select array_agg(distinct subject_id) into touched from old_rows;
  else
    select array_agg(distinct subject_id) into touched
      from (select subject_id from new_rows union select subject_id from old_rows) t;
  end if;
  update public.subjects s
     set library_works_count = (select count(*) from public.library_works w where w.subject_id = s.id and w.published)
   where s.id = any (touched);
  return null;
end;
$$;
revoke all on function public.library_works_recount_subjects() from public;

drop trigger if exists library_works_recount_subjects on public.library_works;
drop trigger if exists library_works_recount_on_insert on public.library_works;
create trigger library_works_recount_on_insert
  after insert on public.library_works
  referencing new table as new_rows
  for each statement execute function public.library_works_recount_subjects();
drop trigger if exists library_works_recount_on_update on public.library_works;
create trigger library_works_recount_on_update
  after update on public.library_works
  referencing old table as old_rows new table as new_rows
  for each statement execute function public.library_works_recount_subjects();
drop trigger if exists library_works_recount_on_delete on public.library_works;
create trigger library_works_recount_on_delete
  after delete on public.library_works
  referencing old table as old_rows
  for each statement execute function public.library_works_recount_subjects();
