// Outline approval (status 8, orders.md §2/§4/§5): chapters and subchapters are edited within the limits, «Введение» and
// «Заключение» stay fixed; «Утвердить план» sends the outline as shown (the server drops the fixed entries).
import { useState } from 'react'
import { CONCLUSION_TITLE, ESSAY_LIMITS, ESSAY_MESSAGES, INTRODUCTION_TITLE, outlineSchema, outlineToSave, outlineToShow, type TOutline } from '../../domain/essay/requirements'
import { gql } from '../graphql/client'
import { EditEssayOutlineDocument, GenerateEssayOutlineDocument } from '../graphql/generated/essays/graphql'
import { showEssayError, type TEssayOrder } from './essay-api'

export function outlineError(chapters: TOutline, small: boolean): string | null {
  const parsed = outlineSchema({ small }).safeParse(outlineToSave(outlineToShow(chapters)))
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? ESSAY_MESSAGES.default)
}

export function OutlineStep({ order, onOrder, onBack }: { order: TEssayOrder; onOrder: (o: TEssayOrder) => void; onBack: () => void }) {
  const small = order.orderWorkType.isSmall
  const maxChapters = small ? ESSAY_LIMITS.chapters.maxSmall : ESSAY_LIMITS.chapters.max
  const [chapters, setChapters] = useState<TOutline>(() => (order.outline ?? []).map((c) => ({ title: c.title, subchapters: c.subchapters.map((s) => ({ title: s.title })) })))
  const [submitted, setSubmitted] = useState(false)
  const [busy, setBusy] = useState<'approve' | 'regenerate' | null>(null)
  const error = outlineError(chapters, small)

  const update = (fn: (draft: TOutline) => void) =>
    setChapters((prev) => {
      const draft = prev.map((c) => ({ title: c.title, subchapters: c.subchapters.map((s) => ({ ...s })) }))
      fn(draft)
      return draft
    })

  async function approve() {
    setSubmitted(true)
    if (error || busy) return
    setBusy('approve')
    try {
      onOrder((await gql(EditEssayOutlineDocument, { id: order.id, outline: outlineToShow(chapters) })).editAiEssayOrderOutline)
    } catch (e) {
      showEssayError(e)
      setBusy(null)
    }
  }

  async function regenerate() {
    setBusy('regenerate')
    try {
      onOrder((await gql(GenerateEssayOutlineDocument, { id: order.id })).generateAiEssayOrderOutline)
    } catch (e) {
      showEssayError(e)
      setBusy(null)
    }
  }

  return (
    <section className="essay-step card" data-screen="outline">
      <h2>План работы</h2>
      <p className="essay-step__lead">Проверь план: переименуй, добавь или убери главы и подглавы. Введение и заключение мы напишем всегда.</p>
      <ol className="essay-outline">
        <li className="essay-outline__fixed" data-fixed="introduction">
          {INTRODUCTION_TITLE}
        </li>
        {chapters.map((c, ci) => (
          <li key={ci} className="essay-outline__chapter" data-chapter={ci}>
            <div className="essay-outline__row">
              <span className="essay-outline__num">{ci + 1}.</span>
              <textarea
                className="input essay-outline__title"
                rows={1}
                aria-label={`Глава ${ci + 1}`}
                value={c.title}
                maxLength={ESSAY_LIMITS.outlineTitle.max}
                onChange={(e) => update((d) => void (d[ci]!.title = e.target.value))}
              />
              <button
                type="button"
                className="icon-btn"
                aria-label={`Удалить главу ${ci + 1}`}
                title="Удалить главу"
                disabled={chapters.length <= ESSAY_LIMITS.chapters.min}
                onClick={() => update((d) => void d.splice(ci, 1))}
              >
                ×
              </button>
            </div>
            <ol className="essay-outline__subs">
              {c.subchapters.map((s, si) => (
                <li key={si} className="essay-outline__row" data-subchapter={si}>
                  <span className="essay-outline__num">
                    {ci + 1}.{si + 1}
                  </span>
                  <textarea
                    className="input essay-outline__title"
                    rows={1}
                    aria-label={`Подглава ${ci + 1}.${si + 1}`}
                    value={s.title}
                    maxLength={ESSAY_LIMITS.outlineTitle.max}
                    onChange={(e) => update((d) => void (d[ci]!.subchapters[si]!.title = e.target.value))}
                  />
                  <button
                    type="button"
                    className="icon-btn"
                    aria-label={`Удалить подглаву ${ci + 1}.${si + 1}`}
                    title="Удалить подглаву"
                    disabled={!small && c.subchapters.length <= ESSAY_LIMITS.subchapters.min}
                    onClick={() => update((d) => void d[ci]!.subchapters.splice(si, 1))}
                  >
                    ×
                  </button>
                </li>
              ))}
            </ol>
            {c.subchapters.length < ESSAY_LIMITS.subchapters.max && (
              <button type="button" className="btn btn--ghost btn--sm essay-outline__add" onClick={() => update((d) => void d[ci]!.subchapters.push({ title: '' }))}>
                + Подглава
              </button>
            )}
          </li>
        ))}
        <li className="essay-outline__fixed" data-fixed="conclusion">
          {CONCLUSION_TITLE}
        </li>
      </ol>
      {chapters.length < maxChapters && (
        <button type="button" className="btn btn--soft btn--sm" onClick={() => update((d) => void d.push({ title: '', subchapters: small ? [] : [{ title: '' }] }))}>
          + Добавить главу
        </button>
      )}
      {submitted && error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
      <div className="essay-actions">
        <button type="button" className="btn btn--ghost" onClick={onBack} disabled={busy !== null}>
          ← К требованиям
        </button>
        <button type="button" className="btn btn--secondary" onClick={() => void regenerate()} disabled={busy !== null}>
          {busy === 'regenerate' ? 'Составляем…' : 'Составить новый план'}
        </button>
        <button type="button" className="btn" onClick={() => void approve()} disabled={busy !== null}>
          {busy === 'approve' ? 'Сохраняем…' : 'Утвердить план'}
        </button>
      </div>
    </section>
  )
}
