// What the Data API roles can reach in a migrated database, as sorted lines, and the allow-list it must equal
// (supabase/exposure.json). Supabase's Data API (PostgREST, pg_graphql) serves every table, column and function that
// `anon` and `authenticated` hold a privilege on, so that privilege set is the app's whole exposure.
import { readFileSync } from 'node:fs'
import type { Queryable } from '../../edge/db/port'

const API_ROLES = ['anon', 'authenticated'] as const
type TApiRole = (typeof API_ROLES)[number]

/**
 * Schemas that belong to Supabase itself (or to the bootstrap that stands in for it on PGlite and plain Postgres): their
 * grants are Supabase's; what we add there is row-level policy, which the Data API test exercises.
 */
const SUPABASE_SCHEMAS = ['auth', 'storage', 'realtime', 'extensions', 'graphql', 'graphql_public', 'vault', 'pgsodium', 'net', 'cron']

const OURS = `n.nspname not in ('pg_catalog', 'information_schema', ${SUPABASE_SCHEMAS.map((s) => `'${s}'`).join(', ')})
  and n.nspname not like 'pg\\_toast%' and n.nspname not like 'pg\\_temp%'`

const EXTENSION_MEMBER = (oid: string) => `exists (select 1 from pg_depend d where d.classid = 'pg_class'::regclass
  and d.objid = ${oid} and d.deptype = 'e')`

const SQL = `
with roles(r) as (select unnest($1::text[])),
rels as (
  select c.oid, n.oid as nsp, format('%s %I.%I', case c.relkind when 'S' then 'sequence' when 'v' then 'view'
           when 'm' then 'view' else 'table' end, n.nspname, c.relname) as what, c.relkind
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where c.relkind in ('r', 'p', 'v', 'm', 'f', 'S') and ${OURS} and not ${EXTENSION_MEMBER('c.oid')}
),
table_privs(p) as (values ('SELECT'), ('INSERT'), ('UPDATE'), ('DELETE'), ('TRUNCATE'), ('REFERENCES'), ('TRIGGER')),
column_privs(p) as (values ('SELECT'), ('INSERT'), ('UPDATE'), ('REFERENCES')),
seq_privs(p) as (values ('USAGE'), ('SELECT'), ('UPDATE'))
select r as role, what || ': ' || p as line from rels, roles, table_privs
 where relkind <> 'S' and has_schema_privilege(r, nsp, 'USAGE') and has_table_privilege(r, oid, p)
union all
select r, what || ': ' || p || ' (' || string_agg(quote_ident(a.attname), ', ' order by a.attname) || ')'
  from rels join pg_attribute a on a.attrelid = rels.oid and a.attnum > 0 and not a.attisdropped, roles, column_privs
 where relkind <> 'S' and has_schema_privilege(r, nsp, 'USAGE') and not has_table_privilege(r, rels.oid, p)
   and has_column_privilege(r, rels.oid, a.attnum, p)
 group by r, what, p
union all
select r, what || ': ' || p from rels, roles, seq_privs
 where relkind = 'S' and has_schema_privilege(r, nsp, 'USAGE') and has_sequence_privilege(r, oid, p)
union all
select r, format('function %I.%I(%s)%s: EXECUTE', n.nspname, f.proname, pg_get_function_identity_arguments(f.oid),
         case when f.prosecdef then ' security definer' else '' end)
  from pg_proc f join pg_namespace n on n.oid = f.pronamespace, roles
 where ${OURS} and has_schema_privilege(r, n.oid, 'USAGE') and has_function_privilege(r, f.oid, 'EXECUTE')
   and not exists (select 1 from pg_depend d where d.classid = 'pg_proc'::regclass and d.objid = f.oid and d.deptype = 'e')
union all
select distinct r, format('extension %I in schema %I: EXECUTE', e.extname, n.nspname)
  from pg_proc f join pg_namespace n on n.oid = f.pronamespace
  join pg_depend d on d.classid = 'pg_proc'::regclass and d.objid = f.oid and d.deptype = 'e'
  join pg_extension e on e.oid = d.refobjid, roles
 where ${OURS} and has_schema_privilege(r, n.oid, 'USAGE') and has_function_privilege(r, f.oid, 'EXECUTE')
union all
select r, format('schema %I: %s', n.nspname, p) from pg_namespace n, roles, (values ('USAGE'), ('CREATE')) s(p)
 where ${OURS} and has_schema_privilege(r, n.oid, p)
`

/** Every privilege `anon` and `authenticated` hold on our objects: "<role> <object>: <privilege> [(<columns>)]". */
export async function listExposure(q: Queryable): Promise<string[]> {
  const rows = await q.query<{ role: string; line: string }>(SQL, [API_ROLES])
  return rows.map((r) => `${r.role} ${r.line}`).sort()
}

/** One grant to one or both API roles; `everyone` marks a table whose every row anyone may read (reference data). */
export type TExposureEntry = { roles: TApiRole[]; grant: string; why: string; everyone?: boolean }
type TExposureFile = { entries: TExposureEntry[] }

const EXPOSURE_FILE = new URL('../../supabase/exposure.json', import.meta.url)

/** The allow-list: each entry a grant to one or both API roles and the reason it is there. */
export function readAllowList(): TExposureEntry[] {
  return (JSON.parse(readFileSync(EXPOSURE_FILE, 'utf8')) as TExposureFile).entries
}

/** The allow-list as the lines listExposure() prints. */
export const allowedLines = (entries: TExposureEntry[]): string[] =>
  entries.flatMap((e) => e.roles.map((r) => `${r} ${e.grant}`)).sort()
