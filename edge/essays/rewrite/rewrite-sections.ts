// The rewrite job's work (13 → 14): writes the chosen sections for the outline and sources as they are now, keeps
// every other section's text (the client's edits included, citations renumbered to the new list) and saves the whole
// text at once, so a retried run starts again from the finished work untouched.
import type { AppDeps } from '../../context'
import { asCaller } from '../../db/port'
import { SERVICE } from '../../auth/service-caller'
import { AiError } from '../../ai/errors'
import type { TAi } from '../../ai/port'
import { planEssayText, writeEssayPart } from '../../ai/essay-text'
import type { TLengthPart } from '../../ai/length'
import { assembleRewrite, planRewrite } from '../../../domain/essay/rewrite-sections'
import { ESSAY_STATUS } from '../../../domain/essay/statuses'
import { loadEssayOrder } from '../order/essay-order-row'
import { approvedReferences } from '../references/approved-references'
import { essayContext } from '../text/essay-context'
import { tryTransition } from '../../orders/transition'
import { ESSAY_MACHINE } from '../order/essay-machine'
import { generatedSections, textReferenceIds } from './rewrite-plan'
import { recordChangedSections } from '../history/record-text-version'

export const REWRITE_FAILED = 'Не получилось переписать разделы. Текст остался прежним — попробуй еще раз'

const keyOf = (p: TLengthPart) => (p.kind === 'section' ? (p.subchapter === null ? `c${p.chapter}` : `c${p.chapter}.${p.subchapter}`) : p.kind)

export async function rewriteSections(o: { deps: AppDeps; ai: TAi; orderId: string; sectionKeys: readonly string[]; finalAttempt: boolean }): Promise<'completed' | 'skipped' | 'failed'> {
  const order = await loadEssayOrder(o.deps.db, o.orderId)
  if (!order || order.status !== ESSAY_STATUS.finalGeneration || !order.outline) return 'skipped'
  const { approved, oldIds, generated } = await asCaller(o.deps.db, SERVICE, async (tx) => ({
    approved: await approvedReferences(tx, order.id),
    oldIds: await textReferenceIds(tx, order.id),
    generated: await generatedSections(tx, order.id),
  }))
  const newIds = approved.map((r) => r.id)
  const sources = { oldSourceIds: oldIds ?? newIds, newSourceIds: newIds, outline: order.outline }
  const plan = planRewrite({ ...sources, old: order.finalText ?? [] })
  const ctx = essayContext(order, approved)
  const parts = new Map(planEssayText(order.numberOfPages ?? 10, ctx.outline).map((p) => [keyOf(p), p]))
  const rewrite = new Set(o.sectionKeys)
  const written = new Map<string, string>()
  let removed = 0
  try {
    let previousText = ''
    for (const s of plan.sections) {
      const part = parts.get(s.key)
      if (rewrite.has(s.key) && part && !s.heading) {
        const next = await writeEssayPart(o.ai, ctx, part, { previousText })
        written.set(s.key, next.text)
        removed += next.removedCitations
      }
      previousText = written.get(s.key) || s.text || previousText
    }
  } catch (e) {
    const retryable = e instanceof AiError ? e.retryable : true
    if (retryable && !o.finalAttempt) throw e
    o.deps.log.warn('essay sections rewrite failed', { orderId: order.id, error: e instanceof AiError ? `${e.code}: ${e.detail}` : String(e) })
    await finish(o.deps, order.id, 'sections-rewrite-failed', { error_message: REWRITE_FAILED }, { error: e instanceof AiError ? e.code : 'invalid' })
    return 'failed'
  }
  const { finalText, generatedText } = assembleRewrite({ ...sources, current: order.finalText ?? [], generated, written })
  const moved = await finish(
    o.deps,
    order.id,
    'sections-rewrite-completed',
    { final_text: finalText, generated_final_text: generatedText, text_reference_ids: null, ai_provider: o.ai.info.isDemo ? 'demo' : o.ai.info.model },
    { sections: [...written.keys()], removedCitations: removed },
  )
  return moved ? 'completed' : 'skipped'
}

function finish(deps: AppDeps, orderId: string, name: 'sections-rewrite-completed' | 'sections-rewrite-failed', set: Record<string, unknown>, detail: Record<string, unknown>): Promise<boolean> {
  return asCaller(deps.db, SERVICE, async (tx) => {
    const moved = (await tryTransition(tx, deps.realtime, ESSAY_MACHINE, { orderId, name, by: 'job', set, detail })).ok
    // The edit history follows the text: every section the rewrite changed but did not write (citations renumbered in
    // the student's own text) becomes a REWRITE version; the written ones got theirs from the generated-text trigger.
    if (moved && name === 'sections-rewrite-completed') await recordChangedSections(tx, orderId, 'REWRITE')
    return moved
  })
}
