-- =====================================================================
-- Task search orders (orders.md §3 Unified order type 1 TASK_SOLVING,
-- §4 Task order, §7 POST /api/unified-order/search). A client or a
-- guest browser asks a question; a job searches the library and keeps
-- the best ready works as matches (position, score, snippet of the task:
-- never the full answer). The order moves only through
-- edge/orders/transition.ts (domain/task/order-statuses.ts). Owners read
-- their rows under RLS; the server writes them.
-- =====================================================================

-- ---------------------------------------------------------------------
-- Orders
-- ---------------------------------------------------------------------
create table if not exists public.task_orders (
  id bigint generated always as identity primary key,
  unified_order_id bigint not null unique references public.unified_orders (id) on delete cascade,
  user_id uuid references public.users (id) on delete cascade,
  guest_fingerprint text,
  subject_id integer not null references public.subjects (id),
  -- The question as typed (may be empty when a photo carries it).
  query text not null default '' check (char_length(query) <= 5000),
  -- The caller's own finished recognition whose text joined the search.
  recognition_id uuid references public.text_recognitions (id) on delete set null,
  recognized_text text check (char_length(recognized_text) <= 20000),
  get_params jsonb not null default '{}'::jsonb check (jsonb_typeof(get_params) = 'object' and pg_column_size(get_params) <= 4096),
  -- searching 1, searched 2, canceled 3 (domain/task/order-statuses.ts)
  status smallint not null default 1 check (status between 1 and 3),
  -- The kernel's machines all carry a paid mark; a search is free, so it stays false.
  is_paid boolean not null default false,
  searched_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint task_orders_have_owner check (user_id is not null or guest_fingerprint is not null),
  constraint task_orders_have_question check (char_length(btrim(query)) > 0 or recognized_text is not null)
);

create index if not exists task_orders_user_recent_idx on public.task_orders (user_id, created_at desc) where user_id is not null;
create index if not exists task_orders_guest_idx on public.task_orders (guest_fingerprint) where user_id is null;

drop trigger if exists task_orders_touch on public.task_orders;
create trigger task_orders_touch before update on public.task_orders
  for each row execute function private.touch_updated_at();

alter table public.task_orders enable row level security;

drop policy if exists "Task orders are visible to their owner" on public.task_orders;
create policy "Task orders are visible to their owner" on public.task_orders
  for select to anon, authenticated
  using (private.owns_order(user_id, guest_fingerprint));

grant select on public.task_orders to anon, authenticated;
grant all on public.task_orders to service_role;

-- A guest's search follows the guest to the account on sign-in (private.bind_guest_rows).
insert into private.guest_bindable_tables (table_name) values ('public.task_orders')
on conflict (table_name) do nothing;

-- ---------------------------------------------------------------------
-- Order log (created, searched, canceled: the transition names)
-- ---------------------------------------------------------------------
create table if not exists public.task_order_logs (
  id bigint generated always as identity primary key,
  task_order_id bigint not null references public.task_orders (id) on delete cascade,
  event text not null,
  detail jsonb,
  created_at timestamptz not null default now()
);

create index if not exists task_order_logs_order_idx on public.task_order_logs (task_order_id, id);

alter table public.task_order_logs enable row level security;

drop policy if exists "Task order logs are visible with their order" on public.task_order_logs;
create policy "Task order logs are visible with their order" on public.task_order_logs
  for select to anon, authenticated
  using (exists (
    select 1 from public.task_orders o
     where o.id = task_order_id and private.owns_order(o.user_id, o.guest_fingerprint)));

grant select (id, task_order_id, event, created_at) on public.task_order_logs to anon, authenticated;
grant all on public.task_order_logs to service_role;

-- ---------------------------------------------------------------------
-- Matches: the library's ready works the search found, best first
-- ---------------------------------------------------------------------
create table if not exists public.task_order_matches (
  task_order_id bigint not null references public.task_orders (id) on delete cascade,
  -- 1 is the best match; at most five are kept.
  position smallint not null check (position between 1 and 5),
  library_work_id bigint not null references public.library_works (id) on delete cascade,
  -- 0–1: the match's rank against the best possible for the question.
  score real not null check (score >= 0 and score <= 1),
  -- ts_headline of the work's task (guest-readable text only).
  snippet text not null check (char_length(snippet) <= 2000),
  primary key (task_order_id, position),
  unique (task_order_id, library_work_id)
);

create index if not exists task_order_matches_work_idx on public.task_order_matches (library_work_id);

alter table public.task_order_matches enable row level security;

drop policy if exists "Task order matches are visible with their order" on public.task_order_matches;
create policy "Task order matches are visible with their order" on public.task_order_matches
  for select to anon, authenticated
  using (exists (
    select 1 from public.task_orders o
     where o.id = task_order_id and private.owns_order(o.user_id, o.guest_fingerprint)));

grant select on public.task_order_matches to anon, authenticated;
grant all on public.task_order_matches to service_role;
