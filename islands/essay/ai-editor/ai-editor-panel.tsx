// The AI editor panel (orders.md §2 modes): a card right below the selection on wide screens, a bottom sheet on phones. Form offers
// «Переписать», «Расширить», «Сократить», «Визуализировать» and an own instruction; Result shows the new text with
// «Заменить», «Добавить ниже», «Ещё раз» and «Отмена»; Collapsed is a pill that brings the hidden mode back.
import { useEffect, useId, useRef, useState } from 'react'
import { AI_EDITOR_LIMITS, AI_EDITOR_MESSAGES, ZAiEditorInstruction, ZAiEditorText } from '../../../domain/essay/ai-editor'
import { visualMarker } from '../../../domain/essay/visual-items'
import { VisualizeForm } from './visualize-form'
import { EditorOnboarding, type TEditorTour } from './editor-onboarding'
import type { TAiEditor } from './use-ai-editor'

const QUOTE_MAX = 240
const SHEET_GAP_PX = 16
const quote = (s: string) => (s.length > QUOTE_MAX ? `${s.slice(0, QUOTE_MAX - 1)}…` : s)

const ACTIONS = [
  { type: 'rewrite', label: 'Переписать' },
  { type: 'extender', label: 'Расширить' },
  { type: 'shortener', label: 'Сократить' },
] as const

function FormMode({ ed }: { ed: TAiEditor }) {
  const [task, setTask] = useState('')
  const [touched, setTouched] = useState(false)
  const text = ed.target?.text ?? ''
  const selection = ZAiEditorText.safeParse(text)
  const instruction = ZAiEditorInstruction.safeParse(task)
  const taskError = task.length > AI_EDITOR_LIMITS.instruction.max || (touched && !instruction.success) ? (instruction.error?.issues[0]?.message ?? null) : null
  const inputId = useId()

  if (!selection.success) {
    return (
      <p className="field__error" role="alert" data-editor-error="selection">
        {selection.error.issues[0]?.message ?? AI_EDITOR_MESSAGES.selectionTooLong}
      </p>
    )
  }
  return (
    <>
      <div className="ai-editor__actions">
        {ACTIONS.map((a) => (
          <button key={a.type} type="button" className="btn btn--secondary btn--sm" data-editor-action={a.type} onClick={() => void ed.run(a.type)}>
            {a.label}
          </button>
        ))}
        <button type="button" className="btn btn--ghost btn--sm" data-editor-action="visualize" onClick={ed.visualize}>
          Визуализировать
        </button>
      </div>
      <form
        className="ai-editor__custom"
        onSubmit={(e) => {
          e.preventDefault()
          setTouched(true)
          if (instruction.success) void ed.run('custom', instruction.data)
        }}
      >
        <label className="field__label" htmlFor={inputId}>
          Своя инструкция
        </label>
        <div className="ai-editor__custom-row">
          <input id={inputId} className="input" name="instruction" value={task} placeholder="Например: сделай проще" aria-invalid={Boolean(taskError)} onChange={(e) => setTask(e.target.value)} autoComplete="off" />
          <button type="submit" className="btn btn--sm" aria-label="Отправить инструкцию">
            Отправить
          </button>
        </div>
        <span className="essay-field-foot">
          {taskError ? <span className="field__error">{taskError}</span> : <span />}
          <span className="field__hint" data-over={task.length > AI_EDITOR_LIMITS.instruction.max}>
            {task.length}/{AI_EDITOR_LIMITS.instruction.max}
          </span>
        </span>
      </form>
    </>
  )
}

function ResultMode({ ed, isDemo }: { ed: TAiEditor; isDemo: boolean }) {
  const first = useRef<HTMLButtonElement>(null)
  useEffect(() => first.current?.focus(), [])
  if (!ed.result) return null
  return (
    <>
      <div className="ai-editor__result" data-editor-result aria-live="polite">
        {ed.result.text.split(/\n+/).map((p, i) => (
          <p key={i}>{p}</p>
        ))}
      </div>
      {isDemo && <p className="ai-editor__note">Демо-генератор: текст собран только из слов выделенного фрагмента, без новых фактов.</p>}
      <div className="ai-editor__actions">
        <button ref={first} type="button" className="btn btn--sm" data-editor-action="save" disabled={ed.saving} onClick={() => ed.apply('save')}>
          {ed.saving ? 'Сохраняем…' : 'Заменить'}
        </button>
        <button type="button" className="btn btn--secondary btn--sm" data-editor-action="add-down" disabled={ed.saving} onClick={() => ed.apply('add-down')}>
          Добавить ниже
        </button>
        <button type="button" className="btn btn--ghost btn--sm" data-editor-action="retry" disabled={ed.saving} onClick={() => ed.retry()}>
          Ещё раз
        </button>
        <button type="button" className="btn btn--ghost btn--sm" data-editor-action="cancel" disabled={ed.saving} onClick={ed.cancel}>
          Отмена
        </button>
      </div>
    </>
  )
}

export function AiEditorPanel({ ed, orderId, isDemo, tour, focusOnOpen }: { ed: TAiEditor; orderId: string; isDemo: boolean; tour: TEditorTour; focusOnOpen: boolean }) {
  const panel = useRef<HTMLElement>(null)
  const pill = useRef<HTMLButtonElement>(null)
  const titleId = useId()

  useEffect(() => {
    if (ed.mode === 'collapsed') pill.current?.focus()
    else if (focusOnOpen) panel.current?.querySelector<HTMLElement>('[data-editor-action], .ai-editor__tour button, input')?.focus()
  }, [ed.mode, focusOnOpen])

  // Keep the panel and the passage both in sight: the card scrolls into view under a long selection; above the phone's
  // bottom sheet the page moves up so the selected paragraph is not hidden behind it.
  const { mode } = ed
  useEffect(() => {
    const el = panel.current
    if (!el || (mode !== 'form' && mode !== 'result')) return
    const box = el.getBoundingClientRect()
    if (getComputedStyle(el).position !== 'fixed') {
      if (box.bottom > window.innerHeight || box.top < 0) el.scrollIntoView({ block: 'nearest' })
      return
    }
    const chosen = [...document.querySelectorAll<HTMLElement>('.ai-para[data-selected]')].at(-1)
    const bottom = chosen?.getBoundingClientRect().bottom
    if (bottom !== undefined && bottom > box.top - SHEET_GAP_PX) window.scrollBy({ top: bottom - box.top + SHEET_GAP_PX })
  }, [mode])

  if (ed.mode === 'closed') return null
  if (ed.mode === 'collapsed') {
    return (
      <button ref={pill} type="button" className="ai-editor-pill" data-ai-editor="collapsed" onClick={ed.expand} aria-label="Развернуть ИИ-редактор">
        <span aria-hidden="true">✦</span> ИИ-редактор
      </button>
    )
  }
  return (
    <aside ref={panel} className="ai-editor" data-ai-editor={ed.mode} aria-labelledby={titleId} data-onboarding="ai-editor">
      <header className="ai-editor__head">
        <p id={titleId} className="ai-editor__title">
          ИИ-редактор
        </p>
        {isDemo && (
          <span className="badge badge--warning" title="Нейросеть не подключена: правки делает демо-генератор">
            Демо
          </span>
        )}
        <span className="ai-editor__head-actions">
          <button type="button" className="ai-editor__icon-btn" aria-label="Свернуть редактор" title="Свернуть" onClick={ed.collapse}>
            –
          </button>
          <button type="button" className="ai-editor__icon-btn" aria-label="Закрыть редактор" title="Закрыть" onClick={ed.close}>
            ×
          </button>
        </span>
      </header>
      <EditorOnboarding tour={tour} />
      {ed.target && ed.mode !== 'visualize' && (
        <blockquote className="ai-editor__quote" data-editor-selection>
          {quote(ed.target.text)}
          <span className="ai-editor__count" data-over={ed.target.text.length > AI_EDITOR_LIMITS.selection.max}>
            {ed.target.text.length}/{AI_EDITOR_LIMITS.selection.max}
          </span>
        </blockquote>
      )}
      {ed.error && (
        <p className="field__error" role="alert" data-editor-error="request">
          {ed.error}
        </p>
      )}
      {ed.mode === 'form' && <FormMode ed={ed} />}
      {ed.mode === 'loading' && (
        <p className="ai-editor__loading" role="status">
          <span className="essay-spinner essay-spinner--sm" aria-hidden="true" /> ИИ редактирует фрагмент…
        </p>
      )}
      {ed.mode === 'result' && <ResultMode ed={ed} isDemo={isDemo} />}
      {ed.mode === 'visualize' && ed.target && (
        <VisualizeForm orderId={orderId} selectedText={ed.target.text} onInsert={(item) => ed.insertVisual(visualMarker(item.id))} onCancel={ed.cancel} />
      )}
    </aside>
  )
}
