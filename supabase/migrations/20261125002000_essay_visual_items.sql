-- =====================================================================
-- Visual items of a text work (orders.md §3 Visual item, §7
-- CreateAiEssayOrderVisualItem): a table, a graph or a formula the AI
-- editor made from a passage. The section text carries the item as a
-- marker paragraph [[visual:<id>]]; the row keeps its structured content.
-- Read by the order's owner; written by the server.
-- =====================================================================

create table if not exists public.ai_essay_order_visual_items (
  id bigint generated always as identity primary key,
  ai_essay_order_id bigint not null references public.ai_essay_orders (id) on delete cascade,
  type text not null check (type in ('graph', 'table', 'formula')),
  content jsonb not null,
  source_text text not null,
  user_instructions text,
  is_demo boolean not null default false,
  prompt_version integer,
  created_at timestamptz not null default now()
);

create index if not exists ai_essay_order_visual_items_order_idx on public.ai_essay_order_visual_items (ai_essay_order_id, id);

alter table public.ai_essay_order_visual_items enable row level security;

create policy "Visual items are visible with their order" on public.ai_essay_order_visual_items
  for select to anon, authenticated
  using (exists (
    select 1 from public.ai_essay_orders o
     where o.id = ai_essay_order_id and private.owns_order(o.user_id, o.guest_fingerprint)));

grant select on public.ai_essay_order_visual_items to anon, authenticated;
grant all on public.ai_essay_order_visual_items to service_role;
