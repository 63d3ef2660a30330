// The `referat.generate` step: writes one queued catalogue referat and publishes it. Guarded by the row's status, so
// a repeated run does nothing; the last failed attempt leaves it `failed` with a Russian message (queued again by
// `npm run referats:generate` with the same topic, or retryReferat).
import type { AppDeps } from '../context'
import { asService } from '../db/port'
import type { TAi } from '../ai/port'
import { AiError } from '../ai/errors'
import { writeReferat } from './write-referat'
import { referatMeta } from './referat-meta'
import { publishPageChange } from '../page-cache/publish-page-change'
import { enqueueIndexing } from '../originality/originality-kinds'
import { referatPath } from '../../domain/referat/referat-slug'

const GENERATION_FAILED = 'Не получилось написать реферат. Попробуй еще раз'

export async function generateReferat(o: { deps: AppDeps; ai: TAi; referatId: string; finalAttempt: boolean }): Promise<'published' | 'skipped' | 'failed'> {
  const claimed = await asService(o.deps.db, async (tx) => {
    const [row] = await tx.query<{ topic: string; subject_title: string; subject_dative: string }>(
      `update public.referats r set status = 'generating', attempts = r.attempts + 1, updated_at = now()
       from public.subjects s
       where r.id = $1::bigint and s.id = r.subject_id and r.status in ('queued', 'generating')
       returning r.topic, s.title as subject_title, s.title_dative as subject_dative`,
      [o.referatId],
    )
    return row
  })
  if (!claimed) return 'skipped'
  let written: Awaited<ReturnType<typeof writeReferat>>
  try {
    // Outside any transaction: a slow model must not hold a row lock or a connection.
    written = await writeReferat({ ai: o.ai, sources: o.deps.ports.sources, topic: claimed.topic, demoSeed: `referat-${o.referatId}` })
  } catch (e) {
    const retryable = e instanceof AiError ? e.retryable : true
    o.deps.log.warn('referat generation failed', { referatId: o.referatId, error: e instanceof AiError ? `${e.code}: ${e.detail}` : String(e), final: o.finalAttempt || !retryable })
    if (retryable && !o.finalAttempt) throw e
    await asService(o.deps.db, (tx) =>
      tx.query(`update public.referats set status = 'failed', error_message = $2, updated_at = now() where id = $1::bigint and status = 'generating'`, [
        o.referatId,
        e instanceof AiError ? `${GENERATION_FAILED}: ${e.message}` : GENERATION_FAILED,
      ]),
    )
    return 'failed'
  }
  const meta = referatMeta({ topic: claimed.topic, subjectDative: claimed.subject_dative, sourcesCount: written.references.length, charactersCount: written.charactersCount })
  return asService(o.deps.db, async (tx) => {
    const [saved] = await tx.query<{ id: string }>(
      `update public.referats set status = 'published', error_message = null, outline = $2::text::jsonb, first_part = $3::text::jsonb,
         "references" = $4::text::jsonb, characters_count = $5, sources_count = $6, is_demo = $7, page_title = $8, meta_description = $9,
         updated_at = now(), published_at = coalesce(published_at, now())
       where id = $1::bigint and status = 'generating' returning id::text as id`,
      [
        o.referatId,
        JSON.stringify(written.outline),
        JSON.stringify(written.sections.slice(0, 1)),
        JSON.stringify(written.references),
        written.charactersCount,
        written.references.length,
        o.ai.info.isDemo,
        meta.pageTitle,
        meta.metaDescription,
      ],
    )
    if (!saved) return 'skipped' as const
    // At commit every server process drops the referat's page and the lists it now appears in (edge/page-cache).
    const [where] = await tx.query<{ slug: string; subject_slug: string }>(
      `select r.slug, s.slug as subject_slug from public.referats r join public.subjects s on s.id = r.subject_id where r.id = $1::bigint`,
      [o.referatId],
    )
    if (where) {
      const paths = ['/referat/', '/referat/search/', `/referat/${where.subject_slug}/`, referatPath({ slug: where.slug, id: saved.id })]
      await publishPageChange(tx, { paths }, '/referat/')
    }
    await tx.query(
      `insert into private.referat_texts (referat_id, sections, ai_provider) values ($1::bigint, $2::text::jsonb, $3)
       on conflict (referat_id) do update set sections = excluded.sections, ai_provider = excluded.ai_provider, updated_at = now()`,
      [o.referatId, JSON.stringify(written.sections), o.ai.info.isDemo ? 'demo' : o.ai.info.model],
    )
    // Its text joins the originality index, and its page gets its measured «уникальность».
    await enqueueIndexing(tx, 'referat', [String(o.referatId)])
    return 'published' as const
  })
}
