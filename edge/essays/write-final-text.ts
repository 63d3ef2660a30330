// The text step (10 → 19 main parts → 20 introduction → 21 conclusion → 22 formatting → 14 completed): written part by
// part to the planned length, each part saved as soon as it is written, so a restart resumes at the next part.
// Citations are checked against the approved list: the text never cites a source the client did not approve.
import type { AppDeps } from '../context'
import { asCaller } from '../db/port'
import { SERVICE } from '../auth/service-caller'
import { AiError } from '../ai/errors'
import type { TAi } from '../ai/port'
import { planEssayText, writeEssayPart } from '../ai/essay-text'
import type { TLengthPart } from '../ai/length'
import { ESSAY_STATUS, type TEssayStatus } from '../../domain/essay/statuses'
import { ESSAY_ORDER_COLUMNS, loadEssayOrder, toEssayOrder, type TEssayOrder, type TEssayOrderRow, type TEssaySection } from './essay-order-row'
import { approvedReferences } from './approved-references'
import { essayContext } from './essay-context'
import { logEssayEvent } from './lock-own-order'
import { publishEssayChanged } from './publish-essay-changed'

export const TEXT_STEP_FAILED = 'Не получилось написать текст работы. Попробуй еще раз'

const WRITING: readonly TEssayStatus[] = [
  ESSAY_STATUS.waitingDraftGeneration,
  ESSAY_STATUS.waitingMainParts,
  ESSAY_STATUS.waitingIntroduction,
  ESSAY_STATUS.waitingConclusion,
  ESSAY_STATUS.waitingFormatting,
]

const keyOf = (p: TLengthPart) => (p.kind === 'section' ? (p.subchapter === null ? `c${p.chapter}` : `c${p.chapter}.${p.subchapter}`) : p.kind)
const statusOf = (p: TLengthPart) =>
  p.kind === 'introduction' ? ESSAY_STATUS.waitingIntroduction : p.kind === 'conclusion' ? ESSAY_STATUS.waitingConclusion : ESSAY_STATUS.waitingMainParts

/** The sections in reading order: introduction, chapters (a heading section when it has subchapters), conclusion. */
export function assembleSections(order: TEssayOrder, written: ReadonlyMap<string, string>): TEssaySection[] {
  const out: TEssaySection[] = [{ key: 'introduction', title: 'Введение', level: 1, text: written.get('introduction') ?? '' }]
  ;(order.outline ?? []).forEach((c, i) => {
    const n = i + 1
    if (c.subchapters.length === 0) out.push({ key: `c${n}`, title: `${n} ${c.title}`, level: 1, text: written.get(`c${n}`) ?? '' })
    else {
      out.push({ key: `c${n}`, title: `${n} ${c.title}`, level: 1, text: '' })
      c.subchapters.forEach((s, j) => out.push({ key: `c${n}.${j + 1}`, title: `${n}.${j + 1} ${s.title}`, level: 2, text: written.get(`c${n}.${j + 1}`) ?? '' }))
    }
  })
  out.push({ key: 'conclusion', title: 'Заключение', level: 1, text: written.get('conclusion') ?? '' })
  return out
}

export async function writeFinalText(o: { deps: AppDeps; ai: TAi; orderId: string; finalAttempt: boolean }): Promise<'completed' | 'skipped' | 'failed'> {
  const loaded = await loadEssayOrder(o.deps.db, o.orderId)
  if (!loaded) return 'skipped'
  let order = loaded
  if (!WRITING.includes(order.status) || !order.isPaid || !order.outline) return 'skipped'
  const approved = await asCaller(o.deps.db, SERVICE, (tx) => approvedReferences(tx, order.id))
  const ctx = essayContext(order, approved)
  const parts = planEssayText(order.numberOfPages ?? 10, ctx.outline)
  // Main parts first, then the introduction and the conclusion that sum them up (the statuses' order).
  const ordered = [...parts.filter((p) => p.kind === 'section'), ...parts.filter((p) => p.kind === 'introduction'), ...parts.filter((p) => p.kind === 'conclusion')]
  const written = new Map<string, string>((order.finalText ?? []).filter((s) => s.text).map((s) => [s.key, s.text]))
  let removed = 0
  try {
    let previousText = ''
    for (const part of ordered) {
      const key = keyOf(part)
      if (written.has(key)) {
        previousText = written.get(key)!
        continue
      }
      const next = await writeEssayPart(o.ai, ctx, part, { previousText })
      removed += next.removedCitations
      written.set(key, next.text)
      previousText = next.text
      const still = await saveProgress(o.deps, order, assembleSections(order, written), statusOf(part))
      if (!still) return 'skipped'
      order = still
    }
  } catch (e) {
    const retryable = e instanceof AiError ? e.retryable : true
    if (retryable && !o.finalAttempt) throw e
    await fail(o.deps, order.id, e)
    return 'failed'
  }
  const sections = assembleSections(order, written)
  return asCaller(o.deps.db, SERVICE, async (tx) => {
    const [saved] = await tx.query<TEssayOrderRow>(
      `update public.ai_essay_orders set final_text = $2::text::jsonb, generated_final_text = $2::text::jsonb, status = $3, ai_provider = $4
        where id = $1::bigint and status = any($5::int[]) returning ${ESSAY_ORDER_COLUMNS}`,
      [order.id, JSON.stringify(sections), ESSAY_STATUS.completed, o.ai.info.isDemo ? 'demo' : o.ai.info.model, WRITING],
    )
    if (!saved) return 'skipped' as const
    await logEssayEvent(tx, order.id, 'final-text-completed', { sections: sections.length, removedCitations: removed })
    await publishEssayChanged(o.deps.realtime, tx, toEssayOrder(saved))
    return 'completed' as const
  })
}

async function saveProgress(deps: AppDeps, order: TEssayOrder, sections: TEssaySection[], status: TEssayStatus): Promise<TEssayOrder | null> {
  return asCaller(deps.db, SERVICE, async (tx) => {
    const [saved] = await tx.query<TEssayOrderRow>(
      `update public.ai_essay_orders set final_text = $2::text::jsonb, status = $3 where id = $1::bigint and status = any($4::int[]) returning ${ESSAY_ORDER_COLUMNS}`,
      [order.id, JSON.stringify(sections), status, WRITING],
    )
    if (!saved) return null
    const next = toEssayOrder(saved)
    // The wizard follows the step, not each part.
    if (order.status !== status) await publishEssayChanged(deps.realtime, tx, next)
    return next
  })
}

async function fail(deps: AppDeps, orderId: string, e: unknown): Promise<void> {
  deps.log.warn('essay text failed', { orderId, error: e instanceof AiError ? `${e.code}: ${e.detail}` : String(e) })
  await asCaller(deps.db, SERVICE, async (tx) => {
    const [saved] = await tx.query<TEssayOrderRow>(
      `update public.ai_essay_orders set status = $2, error_message = $3 where id = $1::bigint and status = any($4::int[]) returning ${ESSAY_ORDER_COLUMNS}`,
      [orderId, ESSAY_STATUS.processingFailed, e instanceof AiError ? e.message : TEXT_STEP_FAILED, WRITING],
    )
    if (!saved) return
    await logEssayEvent(tx, orderId, 'final-text-failed', { error: e instanceof AiError ? e.code : 'invalid' })
    await publishEssayChanged(deps.realtime, tx, toEssayOrder(saved))
  })
}
