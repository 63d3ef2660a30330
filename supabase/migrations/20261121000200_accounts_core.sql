-- =====================================================================
-- Accounts core: the user row that `me` reads. The accounts area
-- extends this table; the foundation needs only who the caller is.
-- =====================================================================

create table if not exists public.users (
  id uuid primary key default gen_random_uuid(),
  name text,
  email text unique,
  phone text unique,
  role_id smallint not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

alter table public.users enable row level security;

create policy "Users can see their own row" on public.users
  for select to authenticated
  using (id = auth.uid());

create policy "Users can update their own row" on public.users
  for update to authenticated
  using (id = auth.uid())
  with check (id = auth.uid());

grant select, update (name, email, updated_at) on public.users to authenticated;
grant all on public.users to service_role;
