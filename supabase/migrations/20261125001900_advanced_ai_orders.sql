-- =====================================================================
-- Advanced AI orders (orders.md §3 Advanced AI order, Unified order type
-- «advanced AI 7»; §7 getAdvancedAiOrderById; realtime
-- AdvancedAiOrderClarificationReceived). An AI answer grounded in real
-- sources: the job searches the sources port (edge/sources) for the
-- question, stores up to 5 of the records it found as the order's
-- references, and streams an answer that may cite only those by number.
-- Same shape as the AI order (20261125001600_ai_orders.sql): the owner
-- reads under RLS; the queries' text is server-only (the preview cut).
-- =====================================================================

create table if not exists public.advanced_ai_orders (
  id bigint generated always as identity primary key,
  unified_order_id bigint not null unique references public.unified_orders (id) on delete cascade,
  user_id uuid references public.users (id) on delete cascade,
  guest_fingerprint text,
  -- law | economics | general (domain/advanced-ai-order/advanced-ai-order-input.ts)
  type text not null default 'general' check (type in ('law', 'economics', 'general')),
  category text check (category is null or char_length(category) <= 200),
  -- searching 1, answering 2, answered 3, failed 4 (domain/advanced-ai-order/order-statuses.ts)
  status smallint not null default 1 check (status between 1 and 4),
  meta jsonb not null default '{}'::jsonb check (jsonb_typeof(meta) = 'object'),
  -- Tokens the answer costs, fixed when the order is made (settings ADVANCED_AI_ORDER_PRICE_TOKENS).
  price integer not null check (price >= 0 and price <= 100000),
  is_paid boolean not null default false,
  paid_at timestamptz,
  clarifications_count_left smallint not null default 3 check (clarifications_count_left >= 0),
  ai_provider text,
  is_demo boolean not null default false,
  prompt_version integer,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint advanced_ai_orders_have_owner check (user_id is not null or guest_fingerprint is not null),
  constraint advanced_ai_orders_paid_at check (not is_paid or paid_at is not null)
);

create index if not exists advanced_ai_orders_user_recent_idx on public.advanced_ai_orders (user_id, created_at desc, id desc) where user_id is not null;
create index if not exists advanced_ai_orders_guest_idx on public.advanced_ai_orders (guest_fingerprint) where user_id is null;

drop trigger if exists advanced_ai_orders_touch on public.advanced_ai_orders;
create trigger advanced_ai_orders_touch before update on public.advanced_ai_orders
  for each row execute function private.touch_updated_at();

-- Queries: system 0 / user 1 / assistant 2; an assistant query grows while it streams.
create table if not exists public.advanced_ai_order_queries (
  id bigint generated always as identity primary key,
  advanced_ai_order_id bigint not null references public.advanced_ai_orders (id) on delete cascade,
  role smallint not null check (role in (0, 1, 2)),
  content text not null default '' check (char_length(content) <= 100000),
  state text not null default 'done' check (state in ('streaming', 'done', 'failed')),
  error text check (error is null or char_length(error) <= 1000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index if not exists advanced_ai_order_queries_order_idx on public.advanced_ai_order_queries (advanced_ai_order_id, id);

drop trigger if exists advanced_ai_order_queries_touch on public.advanced_ai_order_queries;
create trigger advanced_ai_order_queries_touch before update on public.advanced_ai_order_queries
  for each row execute function private.touch_updated_at();

-- References: only records the sources search returned (source_id is the hit's id, e.g. "catalogue:12").
create table if not exists public.advanced_ai_order_references (
  id bigint generated always as identity primary key,
  advanced_ai_order_id bigint not null references public.advanced_ai_orders (id) on delete cascade,
  position smallint not null check (position between 1 and 5),
  source_id text not null check (char_length(source_id) <= 300),
  title text not null check (char_length(title) between 1 and 1000),
  author text check (author is null or char_length(author) <= 1000),
  year smallint,
  url text check (url is null or char_length(url) <= 2000),
  source text not null check (source in ('catalogue', 'user', 'openalex', 'crossref')),
  created_at timestamptz not null default now(),
  unique (advanced_ai_order_id, position),
  unique (advanced_ai_order_id, source_id)
);

create table if not exists public.advanced_ai_order_logs (
  id bigint generated always as identity primary key,
  advanced_ai_order_id bigint not null references public.advanced_ai_orders (id) on delete cascade,
  event text not null,
  detail jsonb,
  created_at timestamptz not null default now()
);

create index if not exists advanced_ai_order_logs_order_idx on public.advanced_ai_order_logs (advanced_ai_order_id, id);

alter table public.advanced_ai_orders enable row level security;
alter table public.advanced_ai_order_queries enable row level security;
alter table public.advanced_ai_order_references enable row level security;
alter table public.advanced_ai_order_logs enable row level security;

drop policy if exists "Advanced AI orders are visible to their owner" on public.advanced_ai_orders;
create policy "Advanced AI orders are visible to their owner" on public.advanced_ai_orders
  for select to anon, authenticated
  using (private.owns_order(user_id, guest_fingerprint));

drop policy if exists "The server manages advanced AI orders" on public.advanced_ai_orders;
create policy "The server manages advanced AI orders" on public.advanced_ai_orders
  for all to service_role using (true) with check (true);

drop policy if exists "Advanced AI order queries are visible with their order" on public.advanced_ai_order_queries;
create policy "Advanced AI order queries are visible with their order" on public.advanced_ai_order_queries
  for select to anon, authenticated
  using (exists (select 1 from public.advanced_ai_orders o
                  where o.id = advanced_ai_order_id and private.owns_order(o.user_id, o.guest_fingerprint)));

drop policy if exists "The server manages advanced AI order queries" on public.advanced_ai_order_queries;
create policy "The server manages advanced AI order queries" on public.advanced_ai_order_queries
  for all to service_role using (true) with check (true);

drop policy if exists "Advanced AI order references are visible with their order" on public.advanced_ai_order_references;
create policy "Advanced AI order references are visible with their order" on public.advanced_ai_order_references
  for select to anon, authenticated
  using (exists (select 1 from public.advanced_ai_orders o
                  where o.id = advanced_ai_order_id and private.owns_order(o.user_id, o.guest_fingerprint)));

drop policy if exists "The server manages advanced AI order references" on public.advanced_ai_order_references;
create policy "The server manages advanced AI order references" on public.advanced_ai_order_references
  for all to service_role using (true) with check (true);

drop policy if exists "Advanced AI order logs are visible with their order" on public.advanced_ai_order_logs;
create policy "Advanced AI order logs are visible with their order" on public.advanced_ai_order_logs
  for select to anon, authenticated
  using (exists (select 1 from public.advanced_ai_orders o
                  where o.id = advanced_ai_order_id and private.owns_order(o.user_id, o.guest_fingerprint)));

drop policy if exists "The server manages advanced AI order logs" on public.advanced_ai_order_logs;
create policy "The server manages advanced AI order logs" on public.advanced_ai_order_logs
  for all to service_role using (true) with check (true);

revoke all on public.advanced_ai_orders from anon, authenticated;
grant select on public.advanced_ai_orders to anon, authenticated;
grant all on public.advanced_ai_orders to service_role;
revoke all on public.advanced_ai_order_queries from anon, authenticated;
grant select (id, advanced_ai_order_id, role, state, created_at, updated_at) on public.advanced_ai_order_queries to anon, authenticated;
grant all on public.advanced_ai_order_queries to service_role;
revoke all on public.advanced_ai_order_references from anon, authenticated;
grant select on public.advanced_ai_order_references to anon, authenticated;
grant all on public.advanced_ai_order_references to service_role;
revoke all on public.advanced_ai_order_logs from anon, authenticated;
grant select (id, advanced_ai_order_id, event, created_at) on public.advanced_ai_order_logs to anon, authenticated;
grant all on public.advanced_ai_order_logs to service_role;

insert into private.guest_bindable_tables (table_name) values ('public.advanced_ai_orders')
on conflict (table_name) do nothing;
