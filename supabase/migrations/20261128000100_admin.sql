-- =====================================================================
-- Back-office access (issue 17): administrators are users with role id
-- 4 (platform.md §3 Roles). An administrator's API token opens the
-- admin API only after a second factor: a code sent to their Telegram
-- or e-mail, checked once per token (its jti), so a stolen token alone
-- never reaches the team's tools.
-- Every admin action, and every refused attempt at one, is a row of the
-- append-only audit log: who, what, on which record, before and after,
-- when. Administrators read it; nobody updates or deletes it.
-- The whole file may run again and changes nothing the second time.
-- =====================================================================

-- ---------------------------------------------------------------------
-- Who is an administrator: read from the account row, never from the
-- token's claims (a role change takes effect on the next request).
-- ---------------------------------------------------------------------
create or replace function private.is_admin(p_user_id uuid) returns boolean
  language sql
  stable
  security definer
  set search_path = ''
  as $$
    select coalesce((select u.role_id = 4 and u.can_login from public.users u where u.id = p_user_id), false)
  $$;

revoke all on function private.is_admin(uuid) from public;
grant execute on function private.is_admin(uuid) to anon, authenticated, service_role;

-- The caller of this request is an administrator (for policies).
create or replace function private.caller_is_admin() returns boolean
  language sql
  stable
  set search_path = ''
  as $$
    select auth.uid() is not null and private.is_admin(auth.uid())
  $$;

grant execute on function private.caller_is_admin() to anon, authenticated, service_role;

-- ---------------------------------------------------------------------
-- Second factor: one row per API token (jti) of an administrator.
-- ---------------------------------------------------------------------
create table if not exists private.admin_sessions (
  jti uuid primary key,
  user_id uuid not null references public.users (id) on delete cascade,
  -- The pending code, hashed (edge/auth/secrets.ts hashAuthCode); null once used.
  code_hash text,
  code_channel text check (code_channel is null or code_channel in ('telegram', 'email', 'outbox')),
  code_sent_at timestamptz,
  code_expires_at timestamptz,
  wrong_attempts smallint not null default 0,
  verified_at timestamptz,
  -- A verified session lasts at most this long, however long the token lives.
  expires_at timestamptz,
  created_at timestamptz not null default now()
);

create index if not exists admin_sessions_by_user on private.admin_sessions (user_id, created_at desc);

alter table private.admin_sessions enable row level security;
revoke all on private.admin_sessions from public, anon, authenticated;
grant all on private.admin_sessions to service_role;

-- ---------------------------------------------------------------------
-- The audit log
-- ---------------------------------------------------------------------
create table if not exists public.admin_audit_log (
  id bigint generated always as identity primary key,
  at timestamptz not null default now(),
  -- Who: an administrator, or the client or guest whose attempt was refused (null for a guest).
  actor_id uuid references public.users (id) on delete set null,
  -- 'ok' for a done action, 'denied' for an attempt refused at the door, 'failed' for one a rule refused.
  outcome text not null default 'ok' check (outcome in ('ok', 'denied', 'failed')),
  -- What: a dotted name, 'library.publish', 'user.restrict', 'payment.refund'.
  action text not null check (length(action) between 1 and 100),
  target_type text check (target_type is null or length(target_type) <= 60),
  target_id text check (target_id is null or length(target_id) <= 200),
  before jsonb,
  after jsonb,
  -- Why, where the action asks for a reason (tokens, restrictions, refunds); the refusal for 'failed'.
  note text check (note is null or length(note) <= 2000),
  ip text check (ip is null or length(ip) <= 64),
  request_id text check (request_id is null or length(request_id) <= 128)
);

create index if not exists admin_audit_log_recent on public.admin_audit_log (at desc, id desc);
create index if not exists admin_audit_log_by_target on public.admin_audit_log (target_type, target_id, at desc);
create index if not exists admin_audit_log_by_actor on public.admin_audit_log (actor_id, at desc);

create or replace function private.admin_audit_log_is_append_only() returns trigger
  language plpgsql
  set search_path = ''
  as $$
  begin
    raise exception 'admin_audit_log is append-only' using errcode = '42501';
  end
  $$;

drop trigger if exists admin_audit_log_is_append_only on public.admin_audit_log;
create trigger admin_audit_log_is_append_only
  before update or delete on public.admin_audit_log
  for each row execute function private.admin_audit_log_is_append_only();

drop trigger if exists admin_audit_log_no_truncate on public.admin_audit_log;
create trigger admin_audit_log_no_truncate
  before truncate on public.admin_audit_log
  for each statement execute function private.admin_audit_log_is_append_only();

alter table public.admin_audit_log enable row level security;

drop policy if exists "Administrators read the audit log" on public.admin_audit_log;
create policy "Administrators read the audit log" on public.admin_audit_log
  for select to authenticated
  using ((select private.caller_is_admin()));

drop policy if exists "The server writes the audit log" on public.admin_audit_log;
create policy "The server writes the audit log" on public.admin_audit_log
  for select to service_role using (true);

drop policy if exists "The server appends to the audit log" on public.admin_audit_log;
create policy "The server appends to the audit log" on public.admin_audit_log
  for insert to service_role with check (true);

revoke all on public.admin_audit_log from public, anon, authenticated, service_role;
grant select on public.admin_audit_log to authenticated;
grant select, insert on public.admin_audit_log to service_role;
