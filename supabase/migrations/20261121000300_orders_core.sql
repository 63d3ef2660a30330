-- =====================================================================
-- Orders core: ownership of the two order kinds that have realtime
-- rooms. Product areas add their columns; ownership rules live here.
-- =====================================================================

-- ---------------------------------------------------------------------
-- Ownership helper
-- ---------------------------------------------------------------------
-- An order belongs to its user, or, while it has none, to the guest
-- browser that created it (matched by fingerprint).
create or replace function private.owns_order(order_user_id uuid, order_fingerprint text) returns boolean
  language sql stable
  set search_path = ''
  as $$
    select case
      when order_user_id is not null then order_user_id = auth.uid()
      else order_fingerprint is not null and order_fingerprint = private.request_fingerprint()
    end
  $$;

grant execute on function private.owns_order(uuid, text) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------
-- Unified orders (task solver, library, text copilot, slides)
-- ---------------------------------------------------------------------
create table if not exists public.unified_orders (
  id bigint generated always as identity primary key,
  user_id uuid references public.users (id) on delete cascade,
  guest_fingerprint text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint unified_orders_have_owner check (user_id is not null or guest_fingerprint is not null)
);

alter table public.unified_orders enable row level security;

create policy "Unified orders are visible to their owner" on public.unified_orders
  for select to anon, authenticated
  using (private.owns_order(user_id, guest_fingerprint));

grant select on public.unified_orders to anon, authenticated;
grant all on public.unified_orders to service_role;

-- ---------------------------------------------------------------------
-- AI essay orders
-- ---------------------------------------------------------------------
create table if not exists public.ai_essay_orders (
  id bigint generated always as identity primary key,
  user_id uuid references public.users (id) on delete cascade,
  guest_fingerprint text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint ai_essay_orders_have_owner check (user_id is not null or guest_fingerprint is not null)
);

alter table public.ai_essay_orders enable row level security;

create policy "AI essay orders are visible to their owner" on public.ai_essay_orders
  for select to anon, authenticated
  using (private.owns_order(user_id, guest_fingerprint));

grant select on public.ai_essay_orders to anon, authenticated;
grant all on public.ai_essay_orders to service_role;
