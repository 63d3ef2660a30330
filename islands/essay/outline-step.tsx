// Outline approval (status 8, orders.md §2/§4/§5): chapters and subchapters are edited within the limits, «Введение» and
// «Заключение» stay fixed; «Утвердить план» sends the outline as shown (the server drops the fixed entries). A finished
// work opens it in 'change' mode (issue 13 part 4): «Сохранить план» keeps the text, whose affected sections the client
// then rewrites. Leaving with an unsaved change asks first (step-nav.ts).
import { useMemo, useState } from 'react'
import { CONCLUSION_TITLE, ESSAY_LIMITS, ESSAY_MESSAGES, INTRODUCTION_TITLE, outlineSchema, outlineToSave, outlineToShow, type TOutline } from '../../domain/essay/requirements'
import { gql } from '../graphql/client'
import { OutlineRemove, OutlineTitle } from '../orders/outline-title'
import { EditEssayOutlineDocument, GenerateEssayOutlineDocument } from '../graphql/generated/essays/graphql'
import { ChangeEssayOutlineDocument } from '../graphql/generated/essay-rewrite/graphql'
import { showEssayError, type TEssayOrder } from './essay-api'
import { clearStepDirty, useStepDirty } from './step-nav'

export function outlineError(chapters: TOutline, small: boolean): string | null {
  const parsed = outlineSchema({ small }).safeParse(outlineToSave(outlineToShow(chapters)))
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? ESSAY_MESSAGES.default)
}

type Props = { order: TEssayOrder; onOrder: (o: TEssayOrder) => void; onBack: () => void; mode?: 'approve' | 'change'; onChanged?: () => void }

const copy = (outline: TOutline | null | undefined): TOutline => (outline ?? []).map((c) => ({ title: c.title, subchapters: c.subchapters.map((s) => ({ title: s.title })) }))

export function OutlineStep({ order, onOrder, onBack, mode = 'approve', onChanged }: Props) {
  const small = order.orderWorkType.isSmall
  const maxChapters = small ? ESSAY_LIMITS.chapters.maxSmall : ESSAY_LIMITS.chapters.max
  const initial = useMemo(() => JSON.stringify(copy(order.outline)), [order.outline])
  const [chapters, setChapters] = useState<TOutline>(() => copy(order.outline))
  useStepDirty(JSON.stringify(chapters) !== initial)
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
      if (mode === 'change') {
        await gql(ChangeEssayOutlineDocument, { id: order.id, outline: outlineToShow(chapters) })
        clearStepDirty()
        return onChanged?.()
      }
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
    <section className="essay-step card" data-screen="outline" data-mode={mode}>
      <h2>План работы</h2>
      <p className="essay-step__lead">
        {mode === 'change'
          ? 'Измени план готовой работы. После сохранения перепишем только разделы, которые изменились, — остальные останутся вместе с твоими правками.'
          : 'Проверь план: переименуй, добавь или убери главы и подглавы. Введение и заключение мы напишем всегда.'}
      </p>
      <ol className="essay-outline">
        <li className="essay-outline__fixed" data-fixed="introduction">
          {INTRODUCTION_TITLE}
        </li>
        {chapters.map((c, ci) => (
          <li key={ci} className="essay-outline__chapter" data-chapter={ci}>
            <div className="essay-outline__row">
              <OutlineTitle chapter={ci} value={c.title} onChange={(title) => update((d) => void (d[ci]!.title = title))} />
              <OutlineRemove chapter={ci} disabled={chapters.length <= ESSAY_LIMITS.chapters.min} onClick={() => update((d) => void d.splice(ci, 1))} />
            </div>
            <ol className="essay-outline__subs">
              {c.subchapters.map((s, si) => (
                <li key={si} className="essay-outline__row" data-subchapter={si}>
                  <OutlineTitle chapter={ci} sub={si} value={s.title} onChange={(title) => update((d) => void (d[ci]!.subchapters[si]!.title = title))} />
                  <OutlineRemove
                    chapter={ci}
                    sub={si}
                    disabled={!small && c.subchapters.length <= ESSAY_LIMITS.subchapters.min}
                    onClick={() => update((d) => void d[ci]!.subchapters.splice(si, 1))}
                  />
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
          {mode === 'change' ? '← К работе' : '← К требованиям'}
        </button>
        {mode === 'approve' && (
          <button type="button" className="btn btn--secondary" onClick={() => void regenerate()} disabled={busy !== null}>
            {busy === 'regenerate' ? 'Составляем…' : 'Составить новый план'}
          </button>
        )}
        <button type="button" className="btn" onClick={() => void approve()} disabled={busy !== null}>
          {busy === 'approve' ? 'Сохраняем…' : mode === 'change' ? 'Сохранить план' : 'Утвердить план'}
        </button>
      </div>
    </section>
  )
}
