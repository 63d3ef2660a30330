// Experiment definitions in the back-office: read every environment's document, and replace one after the same checks
// the evaluator's schema makes. The saved document is served by GET /api/features at once in this process (the feature
// store's cache is dropped; its ETag follows updated_at) and within its one-minute freshness elsewhere.
import { parseFeatureDefinitions, ZUpdateFeatureDefinitionsInput, type TAdminFeatureDefinitions } from '../../../domain/admin/experiments'
import { asService, type Db, type Queryable } from '../../db/port'
import { AppError } from '../../http/errors'
import { forgetFeatureDefinitions } from '../../experiments/feature-store'
import { adminAction, type TAdmin } from '../admin-action'
import { lockVersioned } from '../version'

// ISO from the database itself: the drivers hand timestamps back in different shapes.
const COLUMNS = `environment, features, version, to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "updatedAt"`
const rowOf = (r: TAdminFeatureDefinitions): TAdminFeatureDefinitions => ({ ...r, version: Number(r.version), updatedAt: new Date(r.updatedAt).toISOString() })

const read = async (q: Queryable, environment: string) =>
  (await q.query<TAdminFeatureDefinitions>(`select ${COLUMNS} from public.feature_definitions where environment = $1`, [environment])).map(rowOf)[0]

export const listFeatureDefinitions = ({ db }: { db: Db }) =>
  asService(db, async (tx) => (await tx.query<TAdminFeatureDefinitions>(`select ${COLUMNS} from public.feature_definitions order by environment`)).map(rowOf))

export async function updateFeatureDefinitions({ db, admin, environment, input }: { db: Db; admin: TAdmin; environment: string; input: unknown }): Promise<TAdminFeatureDefinitions> {
  const v = ZUpdateFeatureDefinitionsInput.parse(input)
  const done = await adminAction({ db, admin, action: 'experiments.update', targetType: 'feature_definitions', targetId: environment }, async (tx) => {
    await lockVersioned(tx, { table: 'public.feature_definitions', idColumn: 'environment', id: environment, version: v.version })
    const parsed = parseFeatureDefinitions(v.json)
    if (!parsed.ok) throw new AppError('BAD_REQUEST', parsed.message, { field: 'json' })
    const before = (await read(tx, environment))!
    await tx.query('update public.feature_definitions set features = $2::text::jsonb, version = version + 1 where environment = $1', [environment, JSON.stringify(parsed.value)])
    const after = (await read(tx, environment))!
    return { result: after, before: { features: before.features, version: before.version }, after: { features: after.features, version: after.version } }
  })
  forgetFeatureDefinitions(db, environment)
  return done
}
