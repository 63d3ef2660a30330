// The edit history in the finished-work screen: a section's «История» button (its versions open in a popup, see
// section-history-popup.tsx), the link to the «История работы» page, and what both show of a version.
import { TEXT_VERSION_KINDS, textVersionLabel, type TTextVersionKind } from '../../domain/essay/text-history'
import { countOf, WORD_FORMS } from '../../domain/text/plural'
import { gql } from '../graphql/client'
import { EssayOrderDocument } from '../graphql/generated/essays/graphql'
import { openPopup } from '../popups/popup-store'
import type { TEssayOrder } from './essay-api'
import { orderPath } from './paths'
import './section-history.css'

export type SectionHistoryPopupProps = {
  aiEssayOrderId: string
  unifiedOrderId: string
  sectionKey: string
  sectionTitle: string
  onOrder: (order: TEssayOrder) => void
}

type TSection = NonNullable<TEssayOrder['finalText']>[number]

const workHistoryPath = (unifiedOrderId: string) => `${orderPath(unifiedOrderId)}/history`

/** The whole order again after a history change (the history mutations answer with its ids only). */
export async function reloadEssayOrder(unifiedOrderId: string): Promise<TEssayOrder | null> {
  return (await gql(EssayOrderDocument, { unifiedOrderId })).getAiEssayOrderById
}

const TIME = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' })

export const versionTime = (iso: string) => TIME.format(new Date(iso))

const isKind = (kind: string): kind is TTextVersionKind => (TEXT_VERSION_KINDS as readonly string[]).includes(kind)

export const versionKindLabel = (v: { kind: string; wordsAdded: number; wordsRemoved: number }) => (isKind(v.kind) ? textVersionLabel({ ...v, kind: v.kind }) : v.kind)

const words = (n: number) => countOf(n, WORD_FORMS)

/** «+12 слов, −3 слова», or nothing for a version that changed no word. */
export function wordDelta(v: { kind: string; wordsAdded: number; wordsRemoved: number }): string | null {
  if (v.kind === 'GENERATED' || (v.wordsAdded === 0 && v.wordsRemoved === 0)) return null
  return `+${words(v.wordsAdded)}, −${words(v.wordsRemoved)}`
}

export function SectionHistoryButton({ order, section, onOrder }: { order: TEssayOrder; section: TSection; onOrder: (o: TEssayOrder) => void }) {
  const unifiedOrderId = order.unifiedOrderId
  if (!unifiedOrderId) return null
  return (
    <button
      type="button"
      className="btn btn--ghost btn--sm"
      data-action="section-history"
      aria-haspopup="dialog"
      aria-label={`История раздела «${section.title}»`}
      onClick={() => openPopup('essay-section-history', { aiEssayOrderId: order.id, unifiedOrderId, sectionKey: section.key, sectionTitle: section.title, onOrder })}
    >
      История
    </button>
  )
}

export function WorkHistoryLink({ order }: { order: TEssayOrder }) {
  if (!order.unifiedOrderId) return null
  return (
    <a className="btn btn--ghost btn--sm" data-action="work-history" href={workHistoryPath(order.unifiedOrderId)}>
      История работы
    </a>
  )
}
