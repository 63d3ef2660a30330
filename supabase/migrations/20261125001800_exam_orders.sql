-- =====================================================================
-- Exam orders (issue 12 part 7, /exam): a list of exam questions becomes
-- one order (unified type 8 SERVICES) with an answer per ticket, library
-- match first, AI otherwise; priced per ticket, paid once from the
-- balance, downloaded as one DOCX. The order moves only through
-- edge/orders/transition.ts (domain/exam/order-statuses.ts). The client
-- reads its rows under RLS; answers are server-only columns, handed out
-- by the server (first lines before payment, in full after).
-- The whole file may run again and changes nothing the second time.
-- =====================================================================

-- ---------------------------------------------------------------------
-- Orders
-- ---------------------------------------------------------------------
create table if not exists public.exam_orders (
  id bigint generated always as identity primary key,
  unified_order_id bigint not null unique references public.unified_orders (id) on delete cascade,
  user_id uuid references public.users (id) on delete cascade,
  guest_fingerprint text,
  -- answering 1, ready 2, paid 3, failed 4 (domain/exam/order-statuses.ts)
  status smallint not null default 1 check (status between 1 and 4),
  tickets_count smallint not null check (tickets_count between 1 and 60),
  -- Tokens per ticket and the total, fixed when the order is made (settings EXAM_TICKET_PRICE_TOKENS).
  ticket_price integer not null check (ticket_price between 0 and 100000),
  price integer not null check (price between 0 and 6000000),
  -- True once the demo writer answered any ticket: the page and the DOCX say so.
  has_demo boolean not null default false,
  is_paid boolean not null default false,
  paid_at timestamptz,
  error_description text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint exam_orders_have_owner check (user_id is not null or guest_fingerprint is not null),
  constraint exam_orders_paid_at check (not is_paid or paid_at is not null),
  constraint exam_orders_price check (price = tickets_count * ticket_price)
);

create index if not exists exam_orders_user_recent_idx on public.exam_orders (user_id, created_at desc, id desc) where user_id is not null;

drop trigger if exists exam_orders_touch on public.exam_orders;
create trigger exam_orders_touch before update on public.exam_orders
  for each row execute function private.touch_updated_at();

alter table public.exam_orders enable row level security;

drop policy if exists "Exam orders are visible to their owner" on public.exam_orders;
create policy "Exam orders are visible to their owner" on public.exam_orders
  for select to anon, authenticated
  using (private.owns_order(user_id, guest_fingerprint));

revoke all on public.exam_orders from anon, authenticated;
grant select on public.exam_orders to anon, authenticated;
grant all on public.exam_orders to service_role;

-- ---------------------------------------------------------------------
-- Tickets: one question each, in the order the student gave them
-- ---------------------------------------------------------------------
create table if not exists public.exam_tickets (
  id bigint generated always as identity primary key,
  exam_order_id bigint not null references public.exam_orders (id) on delete cascade,
  position smallint not null check (position between 1 and 60),
  question text not null check (char_length(btrim(question)) between 3 and 500),
  status text not null default 'pending' check (status in ('pending', 'answered')),
  source text check (source is null or source in ('library', 'ai')),
  library_work_id bigint references public.library_works (id) on delete set null,
  -- Server-only (no column grant): the client gets the first lines before payment, all of it after.
  answer text check (answer is null or char_length(answer) <= 20000),
  -- 'demo' or the model name for an AI answer.
  ai_provider text,
  answered_at timestamptz,
  constraint exam_tickets_answered check (status = 'pending' or (answer is not null and source is not null)),
  constraint exam_tickets_library check (source is distinct from 'library' or library_work_id is not null),
  unique (exam_order_id, position)
);

alter table public.exam_tickets enable row level security;

drop policy if exists "Exam tickets are visible with their order" on public.exam_tickets;
create policy "Exam tickets are visible with their order" on public.exam_tickets
  for select to anon, authenticated
  using (exists (
    select 1 from public.exam_orders o
     where o.id = exam_order_id and private.owns_order(o.user_id, o.guest_fingerprint)));

revoke all on public.exam_tickets from anon, authenticated;
grant select (id, exam_order_id, position, question, status, source, library_work_id, ai_provider, answered_at)
  on public.exam_tickets to anon, authenticated;
grant all on public.exam_tickets to service_role;

-- ---------------------------------------------------------------------
-- Order log (created, answered, paid, …: the transition names)
-- ---------------------------------------------------------------------
create table if not exists public.exam_order_logs (
  id bigint generated always as identity primary key,
  exam_order_id bigint not null references public.exam_orders (id) on delete cascade,
  event text not null,
  detail jsonb,
  created_at timestamptz not null default now()
);

create index if not exists exam_order_logs_order_idx on public.exam_order_logs (exam_order_id, id);

alter table public.exam_order_logs enable row level security;

drop policy if exists "Exam order logs are visible with their order" on public.exam_order_logs;
create policy "Exam order logs are visible with their order" on public.exam_order_logs
  for select to anon, authenticated
  using (exists (
    select 1 from public.exam_orders o
     where o.id = exam_order_id and private.owns_order(o.user_id, o.guest_fingerprint)));

revoke all on public.exam_order_logs from anon, authenticated;
grant select (id, exam_order_id, event, created_at) on public.exam_order_logs to anon, authenticated;
grant all on public.exam_order_logs to service_role;
