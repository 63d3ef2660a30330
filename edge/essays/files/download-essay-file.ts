// The downloads of a text work (orders.md §7): the full DOCX, the introduction DOCX and the defense PPTX made from the text.
// Downloads need an API token and the order's owner. Built files are cached per order version: the DOCX's contents
// page numbers cost ~0.7 s of CPU to lay out.
import { GOST_7_32, type TFormatProfile } from '../../../domain/format-check/profile'
import type { AppDeps } from '../../context'
import { asCaller, type Caller } from '../../db/port'
import { SERVICE } from '../../auth/service-caller'
import { AppError } from '../../http/errors'
import { buildEssayDocx } from '../../documents/essay-docx'
import { buildEssayDefensePptx } from '../presentation/essay-defense-pptx'
import { getAiEssayOrderById } from '../order/get-ai-essay-order-by-id'
import { clientName } from '../../accounts/document-author'
import { approvedReferences } from '../references/approved-references'
import { textReferenceIds } from '../rewrite/rewrite-plan'
import { essayIntroductionDocument, essayWorkDocument } from './essay-work-document'
import { listEssayVisualItems } from '../visual-items/list-visual-items'
import { markedVisualIds } from '../../../domain/essay/visual-items'

export type TEssayFileKind = 'docx' | 'docx-introduction' | 'presentation'

const FILE_NOT_READY = 'Файл ещё не готов: дождись, пока работа будет написана'

const MIME = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
} as const

const CACHE_MAX = 24
const cache = new Map<string, Promise<Uint8Array>>()

function cached(key: string, build: () => Promise<Uint8Array>): Promise<Uint8Array> {
  const hit = cache.get(key)
  if (hit) {
    cache.delete(key)
    cache.set(key, hit)
    return hit
  }
  const made = build()
  made.catch(() => cache.delete(key))
  cache.set(key, made)
  while (cache.size > CACHE_MAX) cache.delete(cache.keys().next().value!)
  return made
}

/** A file name from the topic: letters, digits and spaces kept, cut to 60 characters. */
const fileBaseName = (topic: string) => topic.replace(/[^\p{L}\p{N} _-]+/gu, '').replace(/\s+/g, ' ').trim().slice(0, 60).trim() || 'Работа'

export async function downloadEssayFile(o: { deps: AppDeps; caller: Caller; id: string; kind: TEssayFileKind; profile?: TFormatProfile }): Promise<{ bytes: Uint8Array; contentType: string; fileName: string }> {
  if (o.caller.role !== 'authenticated') throw new AppError('UNAUTHENTICATED', 'Войди, чтобы скачать работу')
  const order = await getAiEssayOrderById({ db: o.deps.db, caller: o.caller, id: o.id })
  if (!order || order.userId !== o.caller.userId) throw new AppError('NOT_FOUND', 'Заказ не найден')
  const { references, writtenWith } = await asCaller(o.deps.db, SERVICE, async (tx) => ({ references: await approvedReferences(tx, order.id), writtenWith: await textReferenceIds(tx, order.id) }))
  const version = `${order.id}:${order.updatedAt.getTime()}`
  const base = fileBaseName(order.topic)
  // A work the demo writer wrote says so on every page and in its properties (issue 13 part 6).
  const visualItems = (await listEssayVisualItems({ db: o.deps.db, caller: o.caller, orderIds: [order.id] })).get(order.id) ?? []
  // A visual item the demo writer made marks the file as a demo too (its caption does not say so), while it is in the
  // text: one deleted in place (its marker gone) is in no file.
  const marked = markedVisualIds((order.finalText ?? []).map((s) => s.text))
  const docxOpts = { demo: order.aiProvider === 'demo' || visualItems.some((v) => v.isDemo && marked.has(v.id)), clientName: o.kind === 'presentation' ? null : await clientName(o.deps.db, o.caller) }
  // The formatting profile the student chose (GOST 7.32 when none): its id is in the key, its numbers in the file.
  const profile = o.profile ?? GOST_7_32
  const docxKey = `${version}:${docxOpts.demo}:${docxOpts.clientName ?? ''}:${profile.id}`
  // Tables, figures and equations the AI editor made (their markers are in the text; an item never changes once made).
  const visualOpts = { visualItems, chartFont: { file: o.deps.settings.PDF_FONT_FILE } }
  if (o.kind === 'docx-introduction') {
    const doc = essayIntroductionDocument(order, references)
    if (!doc) throw new AppError('CONFLICT', FILE_NOT_READY)
    const bytes = await cached(`intro:${docxKey}`, () => buildEssayDocx(doc, { ...docxOpts, ...visualOpts, profile, introductionOnly: true }))
    return { bytes, contentType: MIME.docx, fileName: `${base} — введение.docx` }
  }
  const doc = essayWorkDocument(order, references, new Date(), writtenWith)
  if (!doc) throw new AppError('CONFLICT', FILE_NOT_READY)
  if (o.kind === 'presentation') {
    // The defense deck (issue 14): slides, tables and charts of the work, speaker notes, the theme's layout.
    const bytes = await cached(`pptx:${version}:${docxOpts.demo}`, () => buildEssayDefensePptx(doc, { isDemo: docxOpts.demo, visualItems }))
    return { bytes, contentType: MIME.pptx, fileName: `${base}.pptx` }
  }
  const bytes = await cached(`docx:${docxKey}`, () => buildEssayDocx(doc, { ...docxOpts, ...visualOpts, profile }))
  return { bytes, contentType: MIME.docx, fileName: `${base}.docx` }
}
