-- =====================================================================
-- AI orders (orders.md §3 Unified order type 3 AI, AI order; §7
-- getAiOrderById, me.aiOrders, TryToPayForCombinedAiOrderFromBalance,
-- CreateCombinedAiOrderClarification, SendCombinedAiOrderAnswerToTelegram;
-- POST /api/unified-order/create). An AI order answers a question with a
-- streamed tutor solution; a combined AI order hangs off a TASK_SOLVING
-- unified order (its `text` is the question). The order moves only through
-- edge/orders/transition.ts (domain/ai-order/order-statuses.ts).
-- The owner reads the order and its messages' metadata under RLS; the
-- messages' text is server-only, so an unpaid answer reaches the client
-- only as the preview the server cuts.
-- =====================================================================

-- ---------------------------------------------------------------------
-- Orders
-- ---------------------------------------------------------------------
create table if not exists public.ai_orders (
  id bigint generated always as identity primary key,
  unified_order_id bigint not null unique references public.unified_orders (id) on delete cascade,
  user_id uuid references public.users (id) on delete cascade,
  guest_fingerprint text,
  subject_id integer references public.subjects (id) on delete set null,
  -- answering 1, answered 2, failed 3 (domain/ai-order/order-statuses.ts)
  status smallint not null default 1 check (status between 1 and 3),
  -- Attached to a TASK_SOLVING unified order (createCombinedAiOrder) rather than owning a type 3 one.
  is_combined boolean not null default false,
  -- Tokens the answer costs, fixed when the order is made (settings AI_ORDER_PRICE_TOKENS).
  price integer not null check (price >= 0 and price <= 100000),
  is_paid boolean not null default false,
  paid_at timestamptz,
  clarifications_count_left smallint not null default 3 check (clarifications_count_left >= 0),
  suggested_prompts jsonb not null default '[]'::jsonb check (jsonb_typeof(suggested_prompts) = 'array'),
  get_params jsonb check (get_params is null or jsonb_typeof(get_params) = 'object'),
  ai_provider text,
  is_demo boolean not null default false,
  prompt_version integer,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint ai_orders_have_owner check (user_id is not null or guest_fingerprint is not null),
  constraint ai_orders_paid_at check (not is_paid or paid_at is not null)
);

create index if not exists ai_orders_user_recent_idx on public.ai_orders (user_id, created_at desc, id desc) where user_id is not null;
create index if not exists ai_orders_guest_idx on public.ai_orders (guest_fingerprint) where user_id is null;

drop trigger if exists ai_orders_touch on public.ai_orders;
create trigger ai_orders_touch before update on public.ai_orders
  for each row execute function private.touch_updated_at();

-- ---------------------------------------------------------------------
-- Messages: system 0 / user 1 / assistant 2; an assistant message grows
-- while it streams (state streaming → done, or failed keeping its part)
-- ---------------------------------------------------------------------
create table if not exists public.ai_order_messages (
  id bigint generated always as identity primary key,
  ai_order_id bigint not null references public.ai_orders (id) on delete cascade,
  role smallint not null check (role in (0, 1, 2)),
  content text not null default '' check (char_length(content) <= 100000),
  state text not null default 'done' check (state in ('streaming', 'done', 'failed')),
  error text check (error is null or char_length(error) <= 1000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index if not exists ai_order_messages_order_idx on public.ai_order_messages (ai_order_id, id);

drop trigger if exists ai_order_messages_touch on public.ai_order_messages;
create trigger ai_order_messages_touch before update on public.ai_order_messages
  for each row execute function private.touch_updated_at();

-- ---------------------------------------------------------------------
-- Order log (created, answered, clarified, paid, …: the transition names)
-- ---------------------------------------------------------------------
create table if not exists public.ai_order_logs (
  id bigint generated always as identity primary key,
  ai_order_id bigint not null references public.ai_orders (id) on delete cascade,
  event text not null,
  detail jsonb,
  created_at timestamptz not null default now()
);

create index if not exists ai_order_logs_order_idx on public.ai_order_logs (ai_order_id, id);

-- ---------------------------------------------------------------------
-- Policies: the owner reads; the server writes
-- ---------------------------------------------------------------------
alter table public.ai_orders enable row level security;
alter table public.ai_order_messages enable row level security;
alter table public.ai_order_logs enable row level security;

drop policy if exists "AI orders are visible to their owner" on public.ai_orders;
create policy "AI orders are visible to their owner" on public.ai_orders
  for select to anon, authenticated
  using (private.owns_order(user_id, guest_fingerprint));

drop policy if exists "The server manages AI orders" on public.ai_orders;
create policy "The server manages AI orders" on public.ai_orders
  for all to service_role
  using (true) with check (true);

drop policy if exists "AI order messages are visible with their order" on public.ai_order_messages;
create policy "AI order messages are visible with their order" on public.ai_order_messages
  for select to anon, authenticated
  using (exists (
    select 1 from public.ai_orders o
     where o.id = ai_order_id and private.owns_order(o.user_id, o.guest_fingerprint)));

drop policy if exists "The server manages AI order messages" on public.ai_order_messages;
create policy "The server manages AI order messages" on public.ai_order_messages
  for all to service_role
  using (true) with check (true);

drop policy if exists "AI order logs are visible with their order" on public.ai_order_logs;
create policy "AI order logs are visible with their order" on public.ai_order_logs
  for select to anon, authenticated
  using (exists (
    select 1 from public.ai_orders o
     where o.id = ai_order_id and private.owns_order(o.user_id, o.guest_fingerprint)));

drop policy if exists "The server manages AI order logs" on public.ai_order_logs;
create policy "The server manages AI order logs" on public.ai_order_logs
  for all to service_role
  using (true) with check (true);

-- Column grants: a message's `content` is not among them, so even the owner's own `select *` is refused; the server
-- hands the text out (the preview while unpaid, all of it once paid).
revoke all on public.ai_orders from anon, authenticated;
grant select on public.ai_orders to anon, authenticated;
grant all on public.ai_orders to service_role;
revoke all on public.ai_order_messages from anon, authenticated;
grant select (id, ai_order_id, role, state, created_at, updated_at) on public.ai_order_messages to anon, authenticated;
grant all on public.ai_order_messages to service_role;
revoke all on public.ai_order_logs from anon, authenticated;
grant select (id, ai_order_id, event, created_at) on public.ai_order_logs to anon, authenticated;
grant all on public.ai_order_logs to service_role;

-- A guest's order follows the guest to the account on sign-in (private.bind_guest_rows).
insert into private.guest_bindable_tables (table_name) values ('public.ai_orders')
on conflict (table_name) do nothing;
