-- =====================================================================
-- Bootstrap: what Supabase provides, created only where it is missing
-- (PGlite and plain Postgres). On Supabase every block is a no-op.
-- =====================================================================

-- ---------------------------------------------------------------------
-- Roles
-- ---------------------------------------------------------------------
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
end
$$;

grant usage on schema public to anon, authenticated, service_role;
grant all on schema public to service_role;

-- ---------------------------------------------------------------------
-- Nothing is exposed by default
-- ---------------------------------------------------------------------
-- A hosted Supabase project grants ALL on every new table, function and sequence in public to anon,
-- authenticated and service_role (default privileges of the migrating role), and Postgres itself lets
-- PUBLIC execute every new function. Supabase's Data API serves whatever those roles can reach, so
-- every migration after this one starts from nothing and grants exactly what its policies need; the
-- whole exposure is the allow-list in supabase/exposure.json, checked by tests/http/api-exposure.test.ts.
-- (On PGlite and plain Postgres there are no such defaults and these statements change nothing.)
alter default privileges in schema public revoke all on tables from anon, authenticated, service_role;
alter default privileges in schema public revoke all on sequences from anon, authenticated, service_role;
alter default privileges in schema public revoke all on functions from anon, authenticated, service_role;
alter default privileges revoke execute on functions from public;

-- ---------------------------------------------------------------------
-- auth schema: uid(), role(), jwt() read the request's JWT claims
-- ---------------------------------------------------------------------
create schema if not exists auth;
grant usage on schema auth to anon, authenticated, service_role;

do $$
begin
  if to_regprocedure('auth.jwt()') is null then
    create function auth.jwt() returns jsonb
      language sql stable
      set search_path = ''
      as $f$
        select coalesce(
          nullif(current_setting('request.jwt.claim', true), ''),
          nullif(current_setting('request.jwt.claims', true), '')
        )::jsonb
      $f$;
  end if;
  if to_regprocedure('auth.uid()') is null then
    create function auth.uid() returns uuid
      language sql stable
      set search_path = ''
      as $f$
        select coalesce(
          nullif(current_setting('request.jwt.claim.sub', true), ''),
          (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
        )::uuid
      $f$;
  end if;
  if to_regprocedure('auth.role()') is null then
    create function auth.role() returns text
      language sql stable
      set search_path = ''
      as $f$
        select coalesce(
          nullif(current_setting('request.jwt.claim.role', true), ''),
          (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
        )::text
      $f$;
  end if;
end
$$;

grant execute on function auth.jwt(), auth.uid(), auth.role() to anon, authenticated, service_role;

-- ---------------------------------------------------------------------
-- private: helpers used inside policies; never exposed over an API
-- ---------------------------------------------------------------------
create schema if not exists private;
grant usage on schema private to anon, authenticated, service_role;

-- The guest's browser fingerprint, carried in the claims by the server.
create or replace function private.request_fingerprint() returns text
  language sql stable
  set search_path = ''
  as $$ select nullif(auth.jwt() ->> 'fingerprint', '') $$;

grant execute on function private.request_fingerprint() to anon, authenticated, service_role;
