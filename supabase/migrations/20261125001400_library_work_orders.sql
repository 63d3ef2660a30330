-- =====================================================================
-- Library work orders (orders.md §3 Library work order, Unified order
-- type 2 LIBRARY; §7 CreateLibraryWorkOrderByReadyWorkId,
-- TryToPayForLibraryWorkOrderFromBalance, me.libraryWorkOrders, the PDF
-- answer) and complaints about library works (§5 Ratings and complaints,
-- §7 complaint types JSON and POST /api/library-work/complaints/create).
-- A client buys the full answer of one ready work once; the order moves
-- only through edge/orders/transition.ts (domain/library/order-statuses).
-- Clients read their own rows under RLS; the server writes them.
-- =====================================================================

-- ---------------------------------------------------------------------
-- Orders
-- ---------------------------------------------------------------------
create table if not exists public.library_work_orders (
  id bigint generated always as identity primary key,
  unified_order_id bigint not null unique references public.unified_orders (id) on delete cascade,
  user_id uuid references public.users (id) on delete cascade,
  guest_fingerprint text,
  library_work_id bigint not null references public.library_works (id),
  -- Tokens the answer costs, fixed when the order is made (settings LIBRARY_WORK_PRICE_TOKENS).
  price integer not null check (price >= 0 and price <= 100000),
  -- created 1, paid 2, sent_deny 3, canceled 4 (domain/library/order-statuses.ts)
  status smallint not null default 1 check (status between 1 and 4),
  is_paid boolean not null default false,
  paid_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint library_work_orders_have_owner check (user_id is not null or guest_fingerprint is not null),
  constraint library_work_orders_paid_at check (not is_paid or paid_at is not null)
);

-- One order per client and work: a second «Получить полное решение» opens the same order.
create unique index if not exists library_work_orders_user_work_idx on public.library_work_orders (user_id, library_work_id) where user_id is not null;
create index if not exists library_work_orders_user_recent_idx on public.library_work_orders (user_id, created_at desc, id desc) where user_id is not null;
create index if not exists library_work_orders_work_idx on public.library_work_orders (library_work_id);

drop trigger if exists library_work_orders_touch on public.library_work_orders;
create trigger library_work_orders_touch before update on public.library_work_orders
  for each row execute function private.touch_updated_at();

alter table public.library_work_orders enable row level security;

drop policy if exists "Library work orders are visible to their owner" on public.library_work_orders;
create policy "Library work orders are visible to their owner" on public.library_work_orders
  for select to anon, authenticated
  using (private.owns_order(user_id, guest_fingerprint));

grant select on public.library_work_orders to anon, authenticated;
grant all on public.library_work_orders to service_role;

-- ---------------------------------------------------------------------
-- Order log (created, paid, …: the transition names)
-- ---------------------------------------------------------------------
create table if not exists public.library_work_order_logs (
  id bigint generated always as identity primary key,
  library_work_order_id bigint not null references public.library_work_orders (id) on delete cascade,
  event text not null,
  detail jsonb,
  created_at timestamptz not null default now()
);

create index if not exists library_work_order_logs_order_idx on public.library_work_order_logs (library_work_order_id, id);

alter table public.library_work_order_logs enable row level security;

drop policy if exists "Library order logs are visible with their order" on public.library_work_order_logs;
create policy "Library order logs are visible with their order" on public.library_work_order_logs
  for select to anon, authenticated
  using (exists (
    select 1 from public.library_work_orders o
     where o.id = library_work_order_id and private.owns_order(o.user_id, o.guest_fingerprint)));

grant select (id, library_work_order_id, event, created_at) on public.library_work_order_logs to anon, authenticated;
grant all on public.library_work_order_logs to service_role;

-- ---------------------------------------------------------------------
-- Complaint types (GET /storage/library_work_user_complaint_types.json)
-- ---------------------------------------------------------------------
create table if not exists public.library_work_complaint_types (
  id integer primary key,
  title text not null check (char_length(title) between 1 and 200),
  sort_order integer not null default 0
);

insert into public.library_work_complaint_types (id, title, sort_order) values
  (1, 'Решение неверное', 10),
  (2, 'Решение неполное', 20),
  (3, 'Решение не соответствует условию', 30),
  (4, 'Текст или формулы не читаются', 40),
  (5, 'Другое', 50)
on conflict (id) do update set title = excluded.title, sort_order = excluded.sort_order;

alter table public.library_work_complaint_types enable row level security;
drop policy if exists "Complaint types are readable by everyone" on public.library_work_complaint_types;
create policy "Complaint types are readable by everyone" on public.library_work_complaint_types
  for select to anon, authenticated
  using (true);
grant select on public.library_work_complaint_types to anon, authenticated;
grant all on public.library_work_complaint_types to service_role;

-- ---------------------------------------------------------------------
-- Complaints and their attachments (bytes in the storage port)
-- ---------------------------------------------------------------------
create table if not exists public.library_work_complaints (
  id bigint generated always as identity primary key,
  user_id uuid not null references public.users (id) on delete cascade,
  library_work_id bigint not null references public.library_works (id) on delete cascade,
  library_work_order_id bigint references public.library_work_orders (id) on delete set null,
  type_id integer not null references public.library_work_complaint_types (id),
  text text not null check (char_length(btrim(text)) between 1 and 2000),
  created_at timestamptz not null default now()
);

create index if not exists library_work_complaints_user_idx on public.library_work_complaints (user_id, created_at desc);
create index if not exists library_work_complaints_work_idx on public.library_work_complaints (library_work_id, created_at desc);

alter table public.library_work_complaints enable row level security;
drop policy if exists "Complaints are visible to their author" on public.library_work_complaints;
create policy "Complaints are visible to their author" on public.library_work_complaints
  for select to authenticated
  using (user_id = auth.uid());
grant select on public.library_work_complaints to authenticated;
grant all on public.library_work_complaints to service_role;

create table if not exists private.library_work_complaint_attachments (
  id bigint generated always as identity primary key,
  complaint_id bigint not null references public.library_work_complaints (id) on delete cascade,
  name text not null check (char_length(name) between 1 and 255),
  size integer not null check (size > 0),
  content_type text not null check (char_length(content_type) between 1 and 255),
  storage_key text not null unique,
  created_at timestamptz not null default now()
);

create index if not exists library_work_complaint_attachments_complaint_idx on private.library_work_complaint_attachments (complaint_id);

alter table private.library_work_complaint_attachments enable row level security;
revoke all on private.library_work_complaint_attachments from public, anon, authenticated;
grant all on private.library_work_complaint_attachments to service_role;
