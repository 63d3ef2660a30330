// The outline step (OUTLINE_REVIEW_AUTH): chapters and subchapters renamed, added, moved up or down and deleted; a
// deletion can be taken back with «Вернуть» for 5 s (orders.md §4). «Написать реферат» saves the outline and writes.
import { useState } from 'react'
import { CONCLUSION_TITLE, ESSAY_LIMITS, ESSAY_MESSAGES, INTRODUCTION_TITLE, type TOutline } from '../../domain/essay/requirements'
import { ZReferatOutline } from '../../domain/referat/order-input'
import { gql } from '../graphql/client'
import { OutlineRemove, OutlineTitle } from '../orders/outline-title'
import { ConfirmReferatOutlineDocument } from '../graphql/generated/referat-orders/graphql'
import { toast } from '../toasts/toast-store'
import { showReferatError } from './referat-api'
import { StepFoot } from './step-foot'
import type { TReferatOrder } from './use-referat-order'

const copy = (o: TOutline): TOutline => o.map((c) => ({ title: c.title, subchapters: c.subchapters.map((s) => ({ title: s.title })) }))

function move<T>(list: T[], from: number, to: number) {
  if (to < 0 || to >= list.length) return
  const [item] = list.splice(from, 1)
  list.splice(to, 0, item!)
}

function ArrowButtons({ label, index, count, onMove }: { label: string; index: number; count: number; onMove: (to: number) => void }) {
  return (
    <span className="referat-outline__moves">
      <button type="button" className="icon-btn" aria-label={`Поднять ${label}`} title="Выше" disabled={index === 0} onClick={() => onMove(index - 1)}>
        ↑
      </button>
      <button type="button" className="icon-btn" aria-label={`Опустить ${label}`} title="Ниже" disabled={index === count - 1} onClick={() => onMove(index + 1)}>
        ↓
      </button>
    </span>
  )
}

export function ReferatOutlineStep({ order, onOrder, onCancel }: { order: TReferatOrder; onOrder: (o: TReferatOrder) => void; onCancel: () => void }) {
  const [chapters, setChapters] = useState<TOutline>(() => copy(order.outline ?? []))
  const [submitted, setSubmitted] = useState(false)
  const [busy, setBusy] = useState(false)
  const parsed = ZReferatOutline.safeParse(chapters)
  const error = parsed.success ? null : (parsed.error.issues[0]?.message ?? ESSAY_MESSAGES.default)

  const update = (fn: (draft: TOutline) => void) =>
    setChapters((prev) => {
      const draft = copy(prev)
      fn(draft)
      return draft
    })

  function removeChapter(ci: number) {
    const removed = chapters[ci]!
    update((d) => void d.splice(ci, 1))
    toast.undo({ text: `Глава «${removed.title || 'без названия'}» удалена`, onUndo: () => update((d) => void d.splice(Math.min(ci, d.length), 0, removed)) })
  }

  function removeSubchapter(ci: number, si: number) {
    const removed = chapters[ci]!.subchapters[si]!
    const chapterTitle = chapters[ci]!.title
    update((d) => void d[ci]!.subchapters.splice(si, 1))
    toast.undo({
      text: `Подглава «${removed.title || 'без названия'}» удалена`,
      // The chapter may have moved meanwhile: it is found again by its title.
      onUndo: () =>
        update((d) => {
          const c = d.find((x) => x.title === chapterTitle) ?? d[ci]
          c?.subchapters.splice(Math.min(si, c.subchapters.length), 0, removed)
        }),
    })
  }

  async function confirm() {
    setSubmitted(true)
    if (error || busy) return
    setBusy(true)
    try {
      onOrder((await gql(ConfirmReferatOutlineDocument, { id: order.id, outline: chapters })).confirmAiReferatOrderOutline)
    } catch (e) {
      showReferatError(e)
      setBusy(false)
    }
  }

  return (
    <section className="essay-step card" data-screen="outline">
      <h2>План реферата</h2>
      <p className="essay-step__lead">Проверь план: переименуй, добавь, передвинь или убери главы и подглавы. Введение и заключение мы напишем всегда.</p>
      <ol className="essay-outline">
        <li className="essay-outline__fixed">{INTRODUCTION_TITLE}</li>
        {chapters.map((c, ci) => (
          <li key={ci} className="essay-outline__chapter" data-chapter={ci}>
            <div className="essay-outline__row">
              <OutlineTitle chapter={ci} value={c.title} onChange={(title) => update((d) => void (d[ci]!.title = title))} />
              <span className="referat-outline__tools">
                <ArrowButtons label={`главу ${ci + 1}`} index={ci} count={chapters.length} onMove={(to) => update((d) => move(d, ci, to))} />
                <OutlineRemove chapter={ci} disabled={chapters.length <= 1} onClick={() => removeChapter(ci)} />
              </span>
            </div>
            <ol className="essay-outline__subs">
              {c.subchapters.map((s, si) => (
                <li key={si} className="essay-outline__row" data-subchapter={si}>
                  <OutlineTitle chapter={ci} sub={si} value={s.title} onChange={(title) => update((d) => void (d[ci]!.subchapters[si]!.title = title))} />
                  <span className="referat-outline__tools">
                    <ArrowButtons label={`подглаву ${ci + 1}.${si + 1}`} index={si} count={c.subchapters.length} onMove={(to) => update((d) => move(d[ci]!.subchapters, si, to))} />
                    <OutlineRemove chapter={ci} sub={si} disabled={c.subchapters.length <= ESSAY_LIMITS.subchapters.min} onClick={() => removeSubchapter(ci, si)} />
                  </span>
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
        <li className="essay-outline__fixed">{CONCLUSION_TITLE}</li>
      </ol>
      {chapters.length < ESSAY_LIMITS.chapters.max && (
        <button type="button" className="btn btn--soft btn--sm" onClick={() => update((d) => void d.push({ title: '', subchapters: [{ title: '' }] }))}>
          + Добавить главу
        </button>
      )}
      <StepFoot error={submitted ? error : null} busy={busy} label="Написать реферат" onCancel={onCancel} onSubmit={() => void confirm()} />
    </section>
  )
}
