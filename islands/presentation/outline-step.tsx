// The outline step (orders.md §4 outline edit actions, §5 limits): sections → slides → theses, each edited inline, with
// add, move up, move down and delete; a delete shows «Вернуть» for 5 s that puts the item back at its place. Changes
// are saved a moment after the last edit while the outline is valid, and before «Продолжить».
import { useCallback, useEffect, useRef, useState } from 'react'
import { PRESENTATION_MESSAGES as M } from '../../domain/presentation/input'
import { gql } from '../graphql/client'
import { UpdatePresentationOutlineDocument } from '../graphql/generated/presentations/graphql'
import { toast } from '../toasts/toast-store'
import { OutlineItem } from './outline-item'
import { add, fromEditable, MAX, move, outlineErrors, remove, restore, setText, slideCount, toEditable, type TEOutline, type TOutlinePath } from './outline-model'
import { showPresentationError, type TPresentationOrder } from './presentation-api'

const SAVE_DELAY_MS = 1500
const DELETED: Record<string, string> = { section: 'Раздел удалён', slide: 'Слайд удалён', thesis: 'Тезис удалён' }

type Props = {
  order: TPresentationOrder
  busy: boolean
  onOrder: (o: TPresentationOrder) => void
  /** «Продолжить» after the outline is saved: sign-in, payment or the next step (the wizard decides). */
  onContinue: () => void
  onCancel: () => void
}

export function OutlineStep({ order, busy, onOrder, onContinue, onCancel }: Props) {
  const [outline, setOutline] = useState<TEOutline>(() => toEditable(order.presentationOutline))
  const [dirty, setDirty] = useState(false)
  const [saving, setSaving] = useState(false)
  const [showAll, setShowAll] = useState(false)
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set())
  const focusId = useRef<string | null>(null)
  const root = useRef<HTMLElement>(null)
  const errors = outlineErrors(outline)
  const valid = errors.size === 0

  // After add, delete or undo the focus goes to the item that appeared or the place the removed one left.
  useEffect(() => {
    const id = focusId.current
    if (!id) return
    focusId.current = null
    root.current?.querySelector<HTMLElement>(`[data-oid="${id}"] .pres-outline__input, [data-add="${id}"]`)?.focus()
  })

  const change = (next: TEOutline) => {
    setOutline(next)
    setDirty(true)
  }

  const save = useCallback(async (): Promise<boolean> => {
    if (!valid) return false
    if (!dirty) return true
    setSaving(true)
    try {
      const d = await gql(UpdatePresentationOutlineDocument, { orderId: order.id, sections: fromEditable(outline) })
      setDirty(false)
      onOrder(d.updateAiPresentationOrderOutline)
      return true
    } catch (e) {
      showPresentationError(e)
      return false
    } finally {
      setSaving(false)
    }
  }, [valid, dirty, outline, order.id, onOrder])

  useEffect(() => {
    if (!dirty || !valid || busy) return
    const t = setTimeout(() => void save(), SAVE_DELAY_MS)
    return () => clearTimeout(t)
  }, [dirty, valid, busy, save])

  async function proceed() {
    if (!valid) {
      setShowAll(true)
      const first = [...errors.keys()].map((k) => k.replace(/^list:/, '')).find((id) => id !== 'root')
      if (first) root.current?.querySelector<HTMLElement>(`[data-oid="${first}"] .pres-outline__input`)?.focus()
      return
    }
    if (await save()) onContinue()
  }

  const errorOf = (id: string) => (showAll || touched.has(id) ? (errors.get(id) ?? null) : null)
  const edit = (p: TOutlinePath, id: string) => (text: string) => {
    change(setText(outline, p, text))
    if (!touched.has(id)) setTouched(new Set(touched).add(id))
  }
  const addTo = (p: TOutlinePath) => {
    const r = add(outline, p)
    if (!r) return
    focusId.current = r.id
    change(r.outline)
  }
  const del = (p: TOutlinePath, list: { id: string }[], index: number, addKey: string) => {
    const r = remove(outline, p)
    if (!r) return
    focusId.current = list[index + 1]?.id ?? list[index - 1]?.id ?? addKey
    change(r.outline)
    toast.undo({
      text: DELETED[r.removed.level]!,
      onUndo: () => {
        focusId.current = r.removed.item.id
        setOutline((o) => restore(o, r.removed))
        setDirty(true)
      },
    })
  }
  const movable = (p: TOutlinePath) => (dir: -1 | 1) => {
    change(move(outline, p, dir))
    const input = document.activeElement
    // The moved item keeps the focus on its own button (the row re-renders at its new place).
    if (input instanceof HTMLElement) requestAnimationFrame(() => input.focus())
  }
  const addButton = (key: string, label: string, p: TOutlinePath, count: number, max: number, full: string) => (
    <div className="pres-outline__add">
      <button type="button" className="btn btn--ghost btn--sm" data-add={key} onClick={() => addTo(p)} disabled={count >= max}>
        + {label}
      </button>
      {count >= max && <span className="field__hint">{full}</span>}
    </div>
  )

  const slides = slideCount(outline)
  return (
    <section className="essay-step card pres-outline" data-screen="outline" ref={root}>
      <h2>Структура презентации</h2>
      <p className="essay-step__lead">
        Разделы, слайды и тезисы каждого слайда. Поправь формулировки, поменяй порядок, удали лишнее или добавь своё — по этой структуре мы сделаем слайды.
      </p>
      <p className="field__hint" data-slide-count={slides}>
        Слайдов в структуре: {slides}. {saving ? 'Сохраняем…' : dirty ? 'Есть несохранённые изменения' : 'Все изменения сохранены'}
      </p>
      {errors.get('list:root') && <p className="field__error" role="alert">{errors.get('list:root')}</p>}
      <ol className="pres-outline__list pres-outline__list--sections">
        {outline.map((sec, s) => (
          <OutlineItem key={sec.id} id={sec.id} level="section" label={`Раздел ${s + 1}`} value={sec.title} error={errorOf(sec.id)} first={s === 0} last={s === outline.length - 1} onChange={edit({ s }, sec.id)} onMove={movable({ s })} onDelete={() => del({ s }, outline, s, 'sections')}>
            {errors.get(`list:${sec.id}`) && <p className="field__error pres-outline__error">{errors.get(`list:${sec.id}`)}</p>}
            <ol className="pres-outline__list pres-outline__list--slides">
              {sec.subsections.map((sl, i) => (
                <OutlineItem key={sl.id} id={sl.id} level="slide" label={`Слайд ${i + 1}`} value={sl.title} error={errorOf(sl.id)} first={i === 0} last={i === sec.subsections.length - 1} onChange={edit({ s, sl: i }, sl.id)} onMove={movable({ s, sl: i })} onDelete={() => del({ s, sl: i }, sec.subsections, i, `slides-${sec.id}`)}>
                  {errors.get(`list:${sl.id}`) && (
                    <p className="field__error pres-outline__error" data-list-error={sl.id}>
                      {errors.get(`list:${sl.id}`)}
                    </p>
                  )}
                  <ol className="pres-outline__list pres-outline__list--theses">
                    {sl.narratives.map((t, k) => (
                      <OutlineItem key={t.id} id={t.id} level="thesis" label={`Тезис ${k + 1}`} value={t.text} error={errorOf(t.id)} first={k === 0} last={k === sl.narratives.length - 1} onChange={edit({ s, sl: i, t: k }, t.id)} onMove={movable({ s, sl: i, t: k })} onDelete={() => del({ s, sl: i, t: k }, sl.narratives, k, `theses-${sl.id}`)} />
                    ))}
                  </ol>
                  {addButton(`theses-${sl.id}`, 'Тезис', { s, sl: i, t: 0 }, sl.narratives.length, MAX.thesis, M.thesesMany)}
                </OutlineItem>
              ))}
            </ol>
            {addButton(`slides-${sec.id}`, 'Слайд', { s, sl: 0 }, sec.subsections.length, MAX.slide, M.slidesInSectionMany)}
          </OutlineItem>
        ))}
      </ol>
      {addButton('sections', 'Раздел', { s: 0 }, outline.length, MAX.section, M.sectionsMany)}
      {showAll && !valid && (
        <p className="field__error" role="alert">
          {[...errors.values()].includes(M.emptyField) ? M.emptyField : [...errors.values()][0]}
        </p>
      )}
      <div className="essay-actions">
        <button type="button" className="btn btn--ghost" onClick={onCancel} disabled={busy}>
          Отменить заказ
        </button>
        <button type="button" className="btn" data-action="continue" onClick={() => void proceed()} disabled={busy || saving}>
          {busy ? 'Подождите…' : 'Продолжить'}
        </button>
      </div>
    </section>
  )
}
