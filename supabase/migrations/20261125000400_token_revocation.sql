-- =====================================================================
-- API token revocation (issue 10, finding 7). Tokens stay HS256 JWTs;
-- each carries the user's token version (`tv`) and its own id (`jti`).
-- The server reads both back on every authenticated request (one row by
-- primary key plus one primary-key probe, in one statement):
--   * sign-out revokes the one token (its jti is listed until it expires);
--   * "sign out on every device" bumps the version: all tokens die;
--   * a login restriction bumps the version too, the moment it is set.
-- The whole file may run again and changes nothing the second time.
-- =====================================================================

-- ---------------------------------------------------------------------
-- The version: readable by its owner (the users row is), writable by
-- the server only (authenticated has column update grants, not this)
-- ---------------------------------------------------------------------
alter table public.users
  add column if not exists token_version integer not null default 0;

-- ---------------------------------------------------------------------
-- Tokens signed out one by one, kept only until they would expire anyway
-- ---------------------------------------------------------------------
create table if not exists private.revoked_api_tokens (
  jti uuid primary key,
  user_id uuid not null references public.users (id) on delete cascade,
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);

create index if not exists revoked_api_tokens_by_expires_at on private.revoked_api_tokens (expires_at);

alter table private.revoked_api_tokens enable row level security;
revoke all on private.revoked_api_tokens from public, anon, authenticated;
grant all on private.revoked_api_tokens to service_role;

-- ---------------------------------------------------------------------
-- A login restriction ends every session at once, however it is set
-- (the server, an operator's SQL, a future admin screen). Tokens stay
-- dead after the restriction is lifted: the person signs in again.
-- ---------------------------------------------------------------------
create or replace function private.users_revoke_tokens_on_login_restriction() returns trigger
  language plpgsql
  set search_path = ''
  as $$
  begin
    if not new.can_login
       and (old.can_login or new.restriction_remove_at is distinct from old.restriction_remove_at) then
      new.token_version := old.token_version + 1;
    end if;
    return new;
  end
  $$;

drop trigger if exists users_revoke_tokens_on_login_restriction on public.users;
create trigger users_revoke_tokens_on_login_restriction
  before update of can_login, restriction_remove_at on public.users
  for each row execute function private.users_revoke_tokens_on_login_restriction();
