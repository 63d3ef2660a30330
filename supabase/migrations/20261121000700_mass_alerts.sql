-- =====================================================================
-- Mass alerts (platform spec §3 Mass alert, §7 getLastActiveMassAlert):
-- one banner for every visitor. Everyone reads the active ones; only
-- the service writes them (setMassAlert), announcing each change on
-- the realtime room App.Models.MassAlert.
-- =====================================================================

create table if not exists public.mass_alerts (
  id bigint generated always as identity primary key,
  text text not null check (length(btrim(text)) between 1 and 500),
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- The last active alert is the one shown; this index answers that question directly.
create index if not exists mass_alerts_active_recent on public.mass_alerts (id desc) where is_active;

alter table public.mass_alerts enable row level security;

-- ---------------------------------------------------------------------
-- Policies
-- ---------------------------------------------------------------------
create policy "Active mass alerts are visible to everyone" on public.mass_alerts
  for select to anon, authenticated
  using (is_active);

grant select on public.mass_alerts to anon, authenticated;
grant all on public.mass_alerts to service_role;
