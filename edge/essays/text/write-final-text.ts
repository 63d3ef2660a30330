// The text step (10 → 19 main parts → 20 introduction → 21 conclusion → 22 formatting → 14 completed): written part by
// part to the planned length, each part saved as soon as it is written, so a restart resumes at the next part.
// Citations are checked against the approved list: the text never cites a source the client did not approve.
import type { AppDeps } from '../../context'
import { asCaller } from '../../db/port'
import { SERVICE } from '../../auth/service-caller'
import { AiError } from '../../ai/errors'
import type { TAi } from '../../ai/port'
import { planEssayText, writeEssayPart } from '../../ai/essay-text'
import type { TLengthPart } from '../../ai/length'
import { ESSAY_STATUS, ESSAY_WRITING, type TEssayStatus, type TEssayTransitionName } from '../../../domain/essay/statuses'
import { ESSAY_ORDER_COLUMNS, loadEssayOrder, toEssayOrder, type TEssayOrder, type TEssayOrderRow, type TEssaySection } from '../order/essay-order-row'
import { approvedReferences } from '../references/approved-references'
import { essayContext } from './essay-context'
import { tryTransition } from '../../orders/transition'
import { ESSAY_MACHINE } from '../order/essay-machine'

const TEXT_STEP_FAILED = 'Не получилось написать текст работы. Попробуй еще раз'

const WRITING: readonly TEssayStatus[] = ESSAY_WRITING.map((name) => ESSAY_STATUS[name])

const keyOf = (p: TLengthPart) => (p.kind === 'section' ? (p.subchapter === null ? `c${p.chapter}` : `c${p.chapter}.${p.subchapter}`) : p.kind)
type TPartStatus = typeof ESSAY_STATUS.waitingMainParts | typeof ESSAY_STATUS.waitingIntroduction | typeof ESSAY_STATUS.waitingConclusion
const statusOf = (p: TLengthPart): TPartStatus =>
  p.kind === 'introduction' ? ESSAY_STATUS.waitingIntroduction : p.kind === 'conclusion' ? ESSAY_STATUS.waitingConclusion : ESSAY_STATUS.waitingMainParts

/** The sections in reading order: introduction, chapters (a heading section when it has subchapters), conclusion. */
function assembleSections(order: TEssayOrder, written: ReadonlyMap<string, string>): TEssaySection[] {
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
    const moved = await tryTransition(tx, o.deps.realtime, ESSAY_MACHINE, {
      orderId: order.id,
      name: 'final-text-completed',
      by: 'job',
      set: { final_text: sections, generated_final_text: sections, ai_provider: o.ai.info.isDemo ? 'demo' : o.ai.info.model },
      detail: { sections: sections.length, removedCitations: removed },
    })
    return moved.ok ? ('completed' as const) : ('skipped' as const)
  })
}

async function saveProgress(deps: AppDeps, order: TEssayOrder, sections: TEssaySection[], status: TPartStatus): Promise<TEssayOrder | null> {
  return asCaller(deps.db, SERVICE, async (tx) => {
    // A new step (main parts → introduction → conclusion) is a transition the wizard follows; another part of the same
    // step only saves the text, still guarded by the writing statuses.
    if (order.status !== status) {
      const moved = await tryTransition(tx, deps.realtime, ESSAY_MACHINE, { orderId: order.id, name: PART_STEP[status], by: 'job', set: { final_text: sections } })
      return moved.ok ? moved.order : null
    }
    const [saved] = await tx.query<TEssayOrderRow>(
      `update public.ai_essay_orders set final_text = $2::text::jsonb where id = $1::bigint and status = any($3::int[]) returning ${ESSAY_ORDER_COLUMNS}`,
      [order.id, JSON.stringify(sections), WRITING],
    )
    return saved ? toEssayOrder(saved) : null
  })
}

const PART_STEP = {
  [ESSAY_STATUS.waitingMainParts]: 'main-parts-started',
  [ESSAY_STATUS.waitingIntroduction]: 'introduction-started',
  [ESSAY_STATUS.waitingConclusion]: 'conclusion-started',
} as const satisfies Record<TPartStatus, TEssayTransitionName>

async function fail(deps: AppDeps, orderId: string, e: unknown): Promise<void> {
  deps.log.warn('essay text failed', { orderId, error: e instanceof AiError ? `${e.code}: ${e.detail}` : String(e) })
  await asCaller(deps.db, SERVICE, (tx) =>
    tryTransition(tx, deps.realtime, ESSAY_MACHINE, {
      orderId,
      name: 'final-text-failed',
      by: 'job',
      set: { error_message: e instanceof AiError ? e.message : TEXT_STEP_FAILED },
      detail: { error: e instanceof AiError ? e.code : 'invalid' },
    }),
  )
}
