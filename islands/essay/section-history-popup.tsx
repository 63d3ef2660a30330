// Body of the «История раздела» popup: the section's versions newest first — who, what, when, the words changed and
// the text — and «Восстановить» on every version that is not the current text.
import { useEffect, useState } from 'react'
import { ESSAY_MESSAGES } from '../../domain/essay/requirements'
import { TEXT_HISTORY_MESSAGES } from '../../domain/essay/text-history'
import { parseVisualMarker } from '../../domain/essay/visual-items'
import { gql } from '../graphql/client'
import { EssaySectionHistoryDocument, RestoreEssaySectionVersionDocument, type EssaySectionHistoryQuery } from '../graphql/generated/essay-history/graphql'
import type { PopupBodyProps } from '../popups/popup-props'
import { toast } from '../toasts/toast-store'
import { showEssayError } from './essay-api'
import { reloadEssayOrder, versionKindLabel, versionTime, wordDelta } from './section-history'
import './section-history.css'

type TVersion = EssaySectionHistoryQuery['aiEssayOrderSectionHistory'][number]

function VersionText({ text }: { text: string }) {
  return (
    <div className="text-history__full">
      {text
        .split(/\n+/)
        .filter(Boolean)
        .map((p, i) => (parseVisualMarker(p) ? <p key={i} className="text-history__visual">[иллюстрация]</p> : <p key={i}>{p}</p>))}
    </div>
  )
}

export default function SectionHistoryPopup({ aiEssayOrderId, unifiedOrderId, sectionKey, sectionTitle, onOrder, close }: PopupBodyProps<'essay-section-history'>) {
  const [versions, setVersions] = useState<TVersion[] | null>(null)
  const [failed, setFailed] = useState(false)
  const [open, setOpen] = useState<string | null>(null)
  const [busy, setBusy] = useState<string | null>(null)

  useEffect(() => {
    let alive = true
    gql(EssaySectionHistoryDocument, { id: aiEssayOrderId, sectionKey }).then(
      (d) => alive && setVersions(d.aiEssayOrderSectionHistory),
      () => alive && setFailed(true),
    )
    return () => {
      alive = false
    }
  }, [aiEssayOrderId, sectionKey])

  async function restore(v: TVersion) {
    setBusy(v.id)
    try {
      const restored = (await gql(RestoreEssaySectionVersionDocument, { id: aiEssayOrderId, versionId: v.id })).restoreAiEssayOrderSectionVersion
      const order = await reloadEssayOrder(restored.unifiedOrderId ?? unifiedOrderId)
      if (order) onOrder(order)
      close()
      toast.success(TEXT_HISTORY_MESSAGES.restored)
    } catch (e) {
      showEssayError(e, ESSAY_MESSAGES.default)
      setBusy(null)
    }
  }

  return (
    <div className="text-history" data-popup-body="essay-section-history">
      <p className="text-history__lead">{sectionTitle}</p>
      {failed && <p className="field__error">{ESSAY_MESSAGES.actionFailed}</p>}
      {!versions && !failed && <p className="text-history__muted">Загружаем историю…</p>}
      {versions && (
        <ol className="text-history__list" aria-label={`Версии раздела «${sectionTitle}»`}>
          {versions.map((v) => {
            const delta = wordDelta(v)
            const expanded = open === v.id
            return (
              <li key={v.id} className="text-history__item" data-version={v.id} data-kind={v.kind} data-current={v.isCurrent || undefined}>
                <div className="text-history__meta">
                  <span className="text-history__author" data-author={v.author}>
                    {v.author}
                  </span>
                  <span className="text-history__kind">{versionKindLabel(v)}</span>
                  <time dateTime={v.createdAt}>{versionTime(v.createdAt)}</time>
                  {delta && <span className="text-history__delta">{delta}</span>}
                  {v.isCurrent && <span className="text-history__current">Сейчас в работе</span>}
                </div>
                {expanded ? <VersionText text={v.text} /> : <p className="text-history__preview">{v.preview}</p>}
                <div className="text-history__actions">
                  <button type="button" className="btn btn--ghost btn--sm" aria-expanded={expanded} onClick={() => setOpen(expanded ? null : v.id)}>
                    {expanded ? 'Свернуть' : 'Весь текст'}
                  </button>
                  {!v.isCurrent && (
                    <button type="button" className="btn btn--secondary btn--sm" data-action="restore" onClick={() => void restore(v)} disabled={busy !== null}>
                      {busy === v.id ? 'Восстанавливаем…' : 'Восстановить'}
                    </button>
                  )}
                </div>
              </li>
            )
          })}
        </ol>
      )}
    </div>
  )
}
