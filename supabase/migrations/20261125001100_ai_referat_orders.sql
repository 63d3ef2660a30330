-- =====================================================================
-- AI referat orders (orders.md §2 /ecosystem/referat/{unifiedOrderId},
-- §3 unified type 6 AiReferatOrder and Referat, §4 Referat order
-- statuses): a client's own version of a catalogue referat, written step
-- by step (justification, outline, text). The client reads its own row
-- under RLS; the whole text (content) is server-only and reaches the
-- client, once paid, through the server. Every write is the server's,
-- guarded by status in edge/orders/transition.ts.
-- The whole file may run again and changes nothing the second time.
-- =====================================================================

create table if not exists public.ai_referat_orders (
  id bigint generated always as identity primary key,
  unified_order_id bigint not null unique references public.unified_orders (id) on delete cascade,
  user_id uuid references public.users (id) on delete cascade,
  guest_fingerprint text,
  -- The catalogue referat this order is a version of (partnerAiReferatId).
  partner_referat_id bigint references public.referats (id) on delete set null,
  -- Statuses as the kernel keeps them (an integer per name, domain/referat/order-statuses.ts): CREATED 1,
  -- JUSTIFICATION_GENERATING 2, OUTLINE_GENERATING_GUEST 3, OUTLINE_GENERATING_AUTH 4, FINAL_GENERATION 5,
  -- JUSTIFICATION_REVIEW 6, OUTLINE_REVIEW_GUEST 7, OUTLINE_REVIEW_AUTH 8, COMPLETED 9, FAILED 10, CANCELED 11.
  status smallint not null default 1 check (status between 1 and 11),
  -- The generating status a FAILED order stopped in, so a retry repeats that step.
  failed_status smallint check (failed_status is null or failed_status in (2, 3, 4, 5)),
  topic text not null check (length(btrim(topic)) between 10 and 255),
  -- The spec's extendedDescription: the justification the client reviews (idea, goal, tasks).
  extended_description text check (extended_description is null or length(extended_description) <= 4000),
  number_of_pages smallint not null default 8 check (number_of_pages between 3 and 20),
  -- [{ "title": …, "subchapters": [{ "title": … }] }], the chapters between introduction and conclusion.
  outline jsonb check (outline is null or jsonb_typeof(outline) = 'array'),
  -- GOST R 7.0.100-2018 lines of records found through the sources port; never written by the AI.
  reference_list jsonb not null default '[]'::jsonb check (jsonb_typeof(reference_list) = 'array'),
  -- The whole text ([{ "title", "level", "text" }]): no column grant to clients (see below).
  content jsonb check (content is null or jsonb_typeof(content) = 'array'),
  characters_count integer not null default 0 check (characters_count >= 0),
  -- 'demo' or the model name: the page and the DOCX label demo output.
  ai_provider text,
  is_paid boolean not null default false,
  paid_at timestamptz,
  error_description text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint ai_referat_orders_have_owner check (user_id is not null or guest_fingerprint is not null)
);

-- One open (not canceled) order per client and catalogue referat: a second create reuses it.
create unique index if not exists ai_referat_orders_one_open on public.ai_referat_orders (user_id, partner_referat_id)
  where user_id is not null and partner_referat_id is not null and status <> 11;
create index if not exists ai_referat_orders_user_recent on public.ai_referat_orders (user_id, created_at desc) where user_id is not null;
create index if not exists ai_referat_orders_guest on public.ai_referat_orders (guest_fingerprint) where user_id is null;

drop trigger if exists ai_referat_orders_touch on public.ai_referat_orders;
create trigger ai_referat_orders_touch before update on public.ai_referat_orders
  for each row execute function private.touch_updated_at();

-- ---------------------------------------------------------------------
-- Order log (event, detail): one line per transition
-- ---------------------------------------------------------------------
create table if not exists public.ai_referat_order_logs (
  id bigint generated always as identity primary key,
  ai_referat_order_id bigint not null references public.ai_referat_orders (id) on delete cascade,
  event text not null,
  detail jsonb,
  created_at timestamptz not null default now()
);

create index if not exists ai_referat_order_logs_order on public.ai_referat_order_logs (ai_referat_order_id, id);

-- ---------------------------------------------------------------------
-- Policies: the owner reads its own row (not the content); the server writes
-- ---------------------------------------------------------------------
alter table public.ai_referat_orders enable row level security;
alter table public.ai_referat_order_logs enable row level security;

drop policy if exists "AI referat orders are visible to their owner" on public.ai_referat_orders;
create policy "AI referat orders are visible to their owner" on public.ai_referat_orders
  for select to anon, authenticated
  using (private.owns_order(user_id, guest_fingerprint));

drop policy if exists "The server manages AI referat orders" on public.ai_referat_orders;
create policy "The server manages AI referat orders" on public.ai_referat_orders
  for all to service_role
  using (true) with check (true);

drop policy if exists "AI referat order logs are visible with their order" on public.ai_referat_order_logs;
create policy "AI referat order logs are visible with their order" on public.ai_referat_order_logs
  for select to anon, authenticated
  using (exists (
    select 1 from public.ai_referat_orders o
     where o.id = ai_referat_order_id and private.owns_order(o.user_id, o.guest_fingerprint)));

drop policy if exists "The server manages AI referat order logs" on public.ai_referat_order_logs;
create policy "The server manages AI referat order logs" on public.ai_referat_order_logs
  for all to service_role
  using (true) with check (true);

-- Column grants: `content` is not among them, so even the owner's own `select *` is refused; the server hands the
-- text out (preview, or all of it once paid).
revoke all on public.ai_referat_orders from anon, authenticated;
grant select (id, unified_order_id, user_id, guest_fingerprint, partner_referat_id, status, failed_status, topic,
  extended_description, number_of_pages, outline, reference_list, characters_count, ai_provider, is_paid, paid_at,
  error_description, created_at, updated_at)
  on public.ai_referat_orders to anon, authenticated;
grant all on public.ai_referat_orders to service_role;
revoke all on public.ai_referat_order_logs from anon, authenticated;
grant select (id, ai_referat_order_id, event, created_at) on public.ai_referat_order_logs to anon, authenticated;
grant all on public.ai_referat_order_logs to service_role;

-- A guest's order follows the guest to the account on sign-in (private.bind_guest_rows).
insert into private.guest_bindable_tables (table_name) values ('public.ai_referat_orders')
on conflict (table_name) do nothing;
