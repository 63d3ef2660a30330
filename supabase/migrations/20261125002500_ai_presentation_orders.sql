-- =====================================================================
-- AI presentation orders (orders.md §2 /ecosystem/slides-copilot/{unifiedOrderId},
-- §3 AI presentation order, unified type 9, §4 AI presentation order
-- statuses, §5 Presentation): a guest or a client gives a topic and a
-- slide count; the AI writes a justification, then an outline, and once
-- paid the slides (deck). The owner (a client, or a guest's browser by
-- its fingerprint) reads its row under RLS; every write is the server's,
-- guarded by status in edge/orders/transition.ts.
-- The whole file may run again and changes nothing the second time.
-- =====================================================================

create table if not exists public.ai_presentation_orders (
  id bigint generated always as identity primary key,
  unified_order_id bigint not null unique references public.unified_orders (id) on delete cascade,
  user_id uuid references public.users (id) on delete cascade,
  guest_fingerprint text,
  -- domain/presentation/statuses.ts: CREATED 1, GENERATING 2, JUSTIFICATION_REVIEW 3, OUTLINE_GENERATING_GUEST 4,
  -- OUTLINE_GENERATING_AUTH 5, OUTLINE_REVIEW_GUEST 6, OUTLINE_REVIEW_AUTH 7, FINAL_GENERATION 8, COMPLETED 9,
  -- CANCELED 10, FAILED 11.
  status smallint not null default 1 check (status between 1 and 11),
  -- The generating status a FAILED order stopped in, so a retry repeats that step.
  failed_status smallint check (failed_status is null or failed_status in (2, 4, 5, 8)),
  topic text not null check (length(btrim(topic)) between 10 and 255),
  slides_count smallint not null default 10 check (slides_count between 8 and 20),
  theme_id text not null default 'academic' check (theme_id in ('academic', 'contrast', 'warm')),
  -- The page's query string at creation (marketing parameters), capped.
  get_params text check (get_params is null or length(get_params) <= 2000),
  -- { idea, problem, relevance, goal }
  justification jsonb check (justification is null or jsonb_typeof(justification) = 'object'),
  -- [{ title, subsections: [{ title, narratives: [..] }] }]
  outline jsonb check (outline is null or jsonb_typeof(outline) = 'array'),
  title_page jsonb check (title_page is null or jsonb_typeof(title_page) = 'object'),
  -- domain/presentation/deck.ts TDeckSpec, written by the final step.
  deck jsonb check (deck is null or jsonb_typeof(deck) = 'object'),
  -- 'demo' or the model name: the page and the files label demo output.
  ai_provider text,
  is_paid boolean not null default false,
  paid_with text check (paid_with is null or paid_with in ('free', 'tokens')),
  paid_at timestamptz,
  price_tokens integer check (price_tokens is null or price_tokens >= 0),
  error_description text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint ai_presentation_orders_have_owner check (user_id is not null or guest_fingerprint is not null)
);

create index if not exists ai_presentation_orders_user_recent on public.ai_presentation_orders (user_id, created_at desc) where user_id is not null;
create index if not exists ai_presentation_orders_guest on public.ai_presentation_orders (guest_fingerprint) where user_id is null;
-- The free attempt is spent once a presentation order of the client is paid (free or by tokens).
create index if not exists ai_presentation_orders_user_paid on public.ai_presentation_orders (user_id) where is_paid;

drop trigger if exists ai_presentation_orders_touch on public.ai_presentation_orders;
create trigger ai_presentation_orders_touch before update on public.ai_presentation_orders
  for each row execute function private.touch_updated_at();

-- ---------------------------------------------------------------------
-- Order log (event, detail): one line per transition
-- ---------------------------------------------------------------------
create table if not exists public.ai_presentation_order_logs (
  id bigint generated always as identity primary key,
  ai_presentation_order_id bigint not null references public.ai_presentation_orders (id) on delete cascade,
  event text not null,
  detail jsonb,
  created_at timestamptz not null default now()
);

create index if not exists ai_presentation_order_logs_order on public.ai_presentation_order_logs (ai_presentation_order_id, id);

-- ---------------------------------------------------------------------
-- Policies: the owner reads its own row; the server writes
-- ---------------------------------------------------------------------
alter table public.ai_presentation_orders enable row level security;
alter table public.ai_presentation_order_logs enable row level security;

drop policy if exists "AI presentation orders are visible to their owner" on public.ai_presentation_orders;
create policy "AI presentation orders are visible to their owner" on public.ai_presentation_orders
  for select to anon, authenticated
  using (private.owns_order(user_id, guest_fingerprint));

drop policy if exists "The server manages AI presentation orders" on public.ai_presentation_orders;
create policy "The server manages AI presentation orders" on public.ai_presentation_orders
  for all to service_role
  using (true) with check (true);

drop policy if exists "AI presentation order logs are visible with their order" on public.ai_presentation_order_logs;
create policy "AI presentation order logs are visible with their order" on public.ai_presentation_order_logs
  for select to anon, authenticated
  using (exists (
    select 1 from public.ai_presentation_orders o
     where o.id = ai_presentation_order_id and private.owns_order(o.user_id, o.guest_fingerprint)));

drop policy if exists "The server manages AI presentation order logs" on public.ai_presentation_order_logs;
create policy "The server manages AI presentation order logs" on public.ai_presentation_order_logs
  for all to service_role
  using (true) with check (true);

-- Column grants: clients read, never write; the marketing parameters stay the server's.
revoke all on public.ai_presentation_orders from anon, authenticated;
grant select (id, unified_order_id, user_id, guest_fingerprint, status, failed_status, topic, slides_count, theme_id,
  justification, outline, title_page, deck, ai_provider, is_paid, paid_with, paid_at, price_tokens, error_description,
  created_at, updated_at)
  on public.ai_presentation_orders to anon, authenticated;
grant all on public.ai_presentation_orders to service_role;
revoke all on public.ai_presentation_order_logs from anon, authenticated;
grant select (id, ai_presentation_order_id, event, created_at) on public.ai_presentation_order_logs to anon, authenticated;
grant all on public.ai_presentation_order_logs to service_role;

-- A guest's order follows the guest to the account on sign-in (private.bind_guest_rows).
insert into private.guest_bindable_tables (table_name) values ('public.ai_presentation_orders')
on conflict (table_name) do nothing;
