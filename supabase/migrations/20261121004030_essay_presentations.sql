-- =====================================================================
-- A presentation made from a finished text work (orders.md §3 Essay
-- presentation; §4 status 26, live event AiEssayOrderPresentationChanged).
-- Read by the order's owner; written by the server.
-- =====================================================================

create table if not exists public.ai_essay_order_presentations (
  id bigint generated always as identity primary key,
  ai_essay_order_id bigint not null references public.ai_essay_orders (id) on delete cascade,
  status text not null default 'CREATED' check (status in ('CREATED', 'GENERATING', 'COMPLETED', 'FAILED', 'CANCELED')),
  error_message text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index if not exists ai_essay_order_presentations_order_idx on public.ai_essay_order_presentations (ai_essay_order_id, id desc);

drop trigger if exists ai_essay_order_presentations_touch on public.ai_essay_order_presentations;
create trigger ai_essay_order_presentations_touch before update on public.ai_essay_order_presentations
  for each row execute function private.touch_updated_at();

alter table public.ai_essay_order_presentations enable row level security;

create policy "Presentations are visible with their order" on public.ai_essay_order_presentations
  for select to anon, authenticated
  using (exists (
    select 1 from public.ai_essay_orders o
     where o.id = ai_essay_order_id and private.owns_order(o.user_id, o.guest_fingerprint)));

grant select on public.ai_essay_order_presentations to anon, authenticated;
grant all on public.ai_essay_order_presentations to service_role;
