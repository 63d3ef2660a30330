// The finished text with its AI editor (orders.md §4 AI editor): a selection inside a section's paragraphs opens the
// panel in Form mode, a zero-length selection closes it, Escape collapses a pending answer or closes the form.
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { AI_EDITOR_MESSAGES } from '../../../domain/essay/ai-editor'
import { toast } from '../../toasts/toast-store'
import { currentPopup } from '../../popups/popup-store'
import type { TEssayOrder } from '../essay-api'
import { AiEditorContext, type TAiEditorContext } from './ai-editor-context'
import { AiEditorPanel } from './ai-editor-panel'
import { useEditorTour } from './editor-onboarding'
import { paragraphTarget, rangeTarget, readSelection } from './read-selection'
import type { TParagraphRange } from '../../../domain/essay/ai-editor'
import { useAiEditor } from './use-ai-editor'
import './ai-editor.css'

// Selections settle after the mouse is released or the handles stop moving; reading them earlier opens the panel mid-drag.
const SELECTION_SETTLE_MS = 200

export function AiEditorArea({ order, onOrder, children }: { order: TEssayOrder; onOrder: (o: TEssayOrder) => void; children: ReactNode }) {
  const ed = useAiEditor(order, onOrder)
  const area = useRef<HTMLDivElement>(null)
  const [byKeyboard, setByKeyboard] = useState(false)
  const [slot, setSlot] = useState<HTMLDivElement | null>(null)
  const tour = useEditorTour(ed.mode !== 'closed' && ed.mode !== 'collapsed')
  const { select, textOf, busy, mode, close } = ed

  // The selection is read once it settles, with the editor's state as it is then: a live re-read of the order (a new
  // order object, so new callbacks) landing while the selection settles must not cancel the pending read, or the
  // editor would never open for that selection.
  const latest = useRef({ busy, mode, select, textOf, close })
  latest.current = { busy, mode, select, textOf, close }
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const onChange = () => {
      clearTimeout(timer)
      timer = setTimeout(() => {
        const now = latest.current
        if (!area.current || now.busy) return
        const read = readSelection(area.current, window.getSelection(), now.textOf)
        if (read.kind === 'target') {
          setByKeyboard(false)
          now.select(read.target)
        } else if (read.kind === 'collapsed' && now.mode === 'form') now.close()
        else if (read.kind === 'crosses-visual') toast.error(AI_EDITOR_MESSAGES.crossesVisual, { id: 'ai-editor-selection' })
      }, SELECTION_SETTLE_MS)
    }
    document.addEventListener('selectionchange', onChange)
    return () => {
      clearTimeout(timer)
      document.removeEventListener('selectionchange', onChange)
    }
  }, [])

  useEffect(() => {
    if (mode === 'closed') return
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || currentPopup()) return
      if (mode === 'form') close()
      else ed.collapse()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [mode, close, ed])

  const openParagraph = useCallback(
    (sectionKey: string, index: number) => {
      if (busy) return
      const text = textOf(sectionKey)
      const t = text === null ? null : paragraphTarget(sectionKey, text, index)
      if (!t) return
      setByKeyboard(true)
      select(t)
    },
    [busy, select, textOf],
  )

  const { rewrite } = ed
  const rewriteRange = useCallback(
    (sectionKey: string, range: TParagraphRange) => {
      const text = textOf(sectionKey)
      if (busy || text === null) return false
      const t = rangeTarget(sectionKey, text, range)
      if (!t) return false
      setByKeyboard(true)
      rewrite(t)
      return true
    },
    [busy, rewrite, textOf],
  )

  const ctx = useMemo<TAiEditorContext>(
    () => ({ flash: ed.flash, selected: ed.target && mode !== 'closed' ? { sectionKey: ed.target.sectionKey, range: ed.target.range } : null, openParagraph, slot: setSlot, rewriteRange }),
    [ed.flash, ed.target, mode, openParagraph, rewriteRange],
  )

  const panel = <AiEditorPanel ed={ed} orderId={order.id} isDemo={order.aiProvider === 'demo'} tour={tour} focusOnOpen={byKeyboard} />
  return (
    <AiEditorContext.Provider value={ctx}>
      <p className="ai-editor-hint">
        <span aria-hidden="true">✦</span> Выдели фрагмент текста или нажми ✦ у абзаца — ИИ-редактор перепишет, расширит или сократит его, а ещё сделает график, таблицу или формулу.
      </p>
      <div ref={area} className="essay-text" data-onboarding="ai-editor-text">
        {children}
      </div>
      {/* Below the selection when its paragraph is on screen; after the text when the section is being edited by hand. */}
      {slot && mode !== 'collapsed' ? createPortal(panel, slot) : panel}
    </AiEditorContext.Provider>
  )
}
