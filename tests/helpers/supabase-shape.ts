// A database shaped like a hosted Supabase project, on the Postgres server that TEST_DATABASE_URL names: what
// Supabase's image (supabase/postgres: init-scripts 00000000000000-initial-schema.sql, migration
// 10000000000000_demote-postgres.sql, 20230529180330_alter_api_roles_for_inherit.sql) does before our first migration.
// Written from those facts, not copied: the migrating role is no superuser (Supabase demotes `postgres` to
// NOSUPERUSER CREATEDB CREATEROLE REPLICATION BYPASSRLS and grants it the API roles), the default privileges in
// `public` grant ALL on every new table, function and sequence to anon, authenticated and service_role, and the
// `auth`, `storage` and `realtime` schemas belong to an admin role with the functions their policies read.
import postgres from 'postgres'

/** Plays Supabase's demoted `postgres`: owns the database and runs every migration. Cluster-wide, like all roles. */
export const SUPABASE_OWNER = 'supabase_owner'

/** The roles every Supabase cluster has. Idempotent; concurrent callers serialise on an advisory lock. */
const CLUSTER_SQL = `
select pg_advisory_lock(7823402);
do $$ begin
  if not exists (select 1 from pg_roles where rolname = 'supabase_admin') then
    create role supabase_admin nologin superuser createdb createrole replication bypassrls;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'anon') then create role anon nologin noinherit; end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then create role authenticated nologin noinherit; end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then create role service_role nologin noinherit bypassrls; end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticator') then create role authenticator login noinherit; end if;
  if not exists (select 1 from pg_roles where rolname = 'supabase_storage_admin') then create role supabase_storage_admin nologin noinherit; end if;
  if not exists (select 1 from pg_roles where rolname = 'supabase_realtime_admin') then create role supabase_realtime_admin nologin noinherit; end if;
  if not exists (select 1 from pg_roles where rolname = '${SUPABASE_OWNER}') then
    create role ${SUPABASE_OWNER} login nosuperuser createdb createrole replication bypassrls;
  end if;
end $$;
-- PostgREST logs in as authenticator and switches to the JWT's role; Supabase's postgres may switch to each too.
grant anon, authenticated, service_role to authenticator;
grant anon, authenticated, service_role to ${SUPABASE_OWNER};
-- Storage's and Realtime's tables belong to their services' roles; the project's postgres is a member of them
-- (supabase/postgres 20220609081115_grant-supabase-auth-admin-and-supabase-storage-admin-to-postgres.sql), which is
-- what lets a project's migrations write policies on storage.objects and realtime.messages.
grant supabase_storage_admin, supabase_realtime_admin to ${SUPABASE_OWNER};
alter role ${SUPABASE_OWNER} set search_path to "$user", public, extensions;
select pg_advisory_unlock(7823402);
`

/** What Supabase's image leaves in a new project's database before the project's own migrations run. */
const DATABASE_SQL = `
set role supabase_admin;

create schema if not exists extensions;
grant usage on schema extensions to ${SUPABASE_OWNER}, anon, authenticated, service_role;
create extension if not exists "uuid-ossp" with schema extensions;
create extension if not exists pgcrypto with schema extensions;

-- The defaults this whole test exists for: every object the migrating role makes in public is granted to the API roles.
grant usage on schema public to ${SUPABASE_OWNER}, anon, authenticated, service_role;
alter default privileges for role ${SUPABASE_OWNER} in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges for role ${SUPABASE_OWNER} in schema public grant all on functions to anon, authenticated, service_role;
alter default privileges for role ${SUPABASE_OWNER} in schema public grant all on sequences to anon, authenticated, service_role;
alter default privileges for role supabase_admin in schema public grant all on tables to ${SUPABASE_OWNER}, anon, authenticated, service_role;
alter default privileges for role supabase_admin in schema public grant all on functions to ${SUPABASE_OWNER}, anon, authenticated, service_role;
alter default privileges for role supabase_admin in schema public grant all on sequences to ${SUPABASE_OWNER}, anon, authenticated, service_role;

-- auth: GoTrue's schema; the helpers read PostgREST's request.jwt.claims.
create schema auth;
create function auth.jwt() returns jsonb language sql stable as $f$
  select coalesce(nullif(current_setting('request.jwt.claim', true), ''), nullif(current_setting('request.jwt.claims', true), ''))::jsonb $f$;
create function auth.uid() returns uuid language sql stable as $f$
  select coalesce(nullif(current_setting('request.jwt.claim.sub', true), ''), (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub'))::uuid $f$;
create function auth.role() returns text language sql stable as $f$
  select coalesce(nullif(current_setting('request.jwt.claim.role', true), ''), (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role'))::text $f$;
create table auth.users (id uuid primary key, aud varchar(255), role varchar(255), email varchar(255), created_at timestamptz);
grant usage on schema auth to anon, authenticated, service_role;
grant all on schema auth to ${SUPABASE_OWNER};
grant all on all tables in schema auth to ${SUPABASE_OWNER};
grant all on all routines in schema auth to ${SUPABASE_OWNER};

-- storage: the Storage API's tables, row-level security on, every API role granted (Storage's own defaults).
create schema storage;
create table storage.buckets (
  id text primary key, name text not null unique, owner uuid, public boolean default false,
  file_size_limit bigint, allowed_mime_types text[], created_at timestamptz default now(), updated_at timestamptz default now()
);
create table storage.objects (
  id uuid primary key default gen_random_uuid(), bucket_id text references storage.buckets (id), name text,
  owner uuid, owner_id text, metadata jsonb, path_tokens text[] generated always as (string_to_array(name, '/')) stored,
  created_at timestamptz default now(), updated_at timestamptz default now(), last_accessed_at timestamptz default now(),
  unique (bucket_id, name)
);
create function storage.foldername(name text) returns text[] language sql immutable as $f$
  select (string_to_array(name, '/'))[1:array_length(string_to_array(name, '/'), 1) - 1] $f$;
alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;
alter table storage.buckets owner to supabase_storage_admin;
alter table storage.objects owner to supabase_storage_admin;
grant usage on schema storage to supabase_storage_admin, ${SUPABASE_OWNER}, anon, authenticated, service_role;
grant all on all tables in schema storage to ${SUPABASE_OWNER}, anon, authenticated, service_role;
grant all on all routines in schema storage to ${SUPABASE_OWNER}, anon, authenticated, service_role;

-- realtime: Realtime Authorization checks a join and a broadcast as the socket's JWT role against realtime.messages,
-- with realtime.topic() naming the channel.
create schema realtime;
create table realtime.messages (
  id uuid not null default gen_random_uuid(), topic text not null, extension text not null, payload jsonb, event text,
  private boolean default false, updated_at timestamp not null default now(), inserted_at timestamp not null default now(),
  primary key (id, inserted_at)
);
create function realtime.topic() returns text language sql stable as $f$ select nullif(current_setting('realtime.topic', true), '')::text $f$;
alter table realtime.messages enable row level security;
alter table realtime.messages owner to supabase_realtime_admin;
grant usage on schema realtime to supabase_realtime_admin, ${SUPABASE_OWNER}, anon, authenticated, service_role;
grant select, insert, update on realtime.messages to anon, authenticated;
grant all on realtime.messages to ${SUPABASE_OWNER}, service_role;
grant execute on function realtime.topic() to ${SUPABASE_OWNER}, anon, authenticated, service_role;

reset role;
`

/** Creates the cluster's roles (once) and an empty database `name` shaped like a new Supabase project. */
export async function createSupabaseShapedDatabase(admin: postgres.Sql, adminUrl: string, name: string): Promise<void> {
  await admin.unsafe(CLUSTER_SQL)
  await admin.unsafe(`create database ${name} owner ${SUPABASE_OWNER}`)
  const inside = postgres(dbUrlAs(adminUrl, name), { max: 1, onnotice: () => {} })
  try {
    await inside.unsafe(DATABASE_SQL)
  } finally {
    await inside.end()
  }
}

/** `url` pointed at database `name`, logging in as `user` when given (trust or the same password on the test server). */
export function dbUrlAs(url: string, name: string, user?: string): string {
  const u = new URL(url)
  u.pathname = `/${name}`
  if (user) {
    u.username = user
    u.password = ''
  }
  return u.toString()
}
