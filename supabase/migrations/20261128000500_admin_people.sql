-- =====================================================================
-- Back-office: people (issue 17, part 4). What the team's user card
-- needs beyond the tables it reads: a version on the account row for the
-- restriction form's optimistic check, and the one-time codes that hand
-- a read-only "open the cabinet as this user" token to a new browser tab.
-- The admin screens read users, money and orders as the server after the
-- door (edge/admin) has checked role 4 and the second factor: an
-- "Administrators see every …" policy on users, payments or unified
-- orders would also widen the administrator's own cabinet, whose queries
-- (recent orders, ratings, realtime rooms) rely on RLS alone.
-- The whole file may run again and changes nothing the second time.
-- =====================================================================

-- ---------------------------------------------------------------------
-- The restriction form's optimistic check (edge/admin/version.ts):
-- bumped by the back-office's edits of the account row only.
-- ---------------------------------------------------------------------
alter table public.users add column if not exists version integer not null default 1;

-- ---------------------------------------------------------------------
-- Impersonation hand-over: the admin's tab gets a one-time code, the new
-- tab exchanges it (with the same administrator's verified token) for a
-- short-lived read-only token of the user. Stored hashed, used once.
-- ---------------------------------------------------------------------
create table if not exists private.impersonation_codes (
  code_hash text primary key check (code_hash <> ''),
  admin_id uuid not null references public.users (id) on delete cascade,
  user_id uuid not null references public.users (id) on delete cascade,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);

create index if not exists impersonation_codes_by_expiry on private.impersonation_codes (expires_at);

alter table private.impersonation_codes enable row level security;
revoke all on private.impersonation_codes from public, anon, authenticated;
grant select, insert, update, delete on private.impersonation_codes to service_role;

drop policy if exists "The server keeps impersonation codes" on private.impersonation_codes;
create policy "The server keeps impersonation codes" on private.impersonation_codes
  for all to service_role using (true) with check (true);
