// The AI editor's state (orders.md §2 modes, §4): Form → Loading → Result, applied (replace or add below), retried or
// cancelled; Collapsed remembers the mode it hides; Visualize inserts a visual item's marker below the selection.
// Every apply goes through SaveEssaySection with the origin of its action, and the changed paragraphs flash.
import { useCallback, useEffect, useRef, useState } from 'react'
import { addBelow, AI_EDITOR_FLASH_MS, AI_EDITOR_MESSAGES, AI_EDITOR_ORIGIN, insertMarkerBelow, replaceSelection, type TAiEditorAction, type TAiEditorMode, type TAiEditorRewriteType, type TSectionEdit } from '../../../domain/essay/ai-editor'
import { ESSAY_MESSAGES, ZEditorText } from '../../../domain/essay/requirements'
import { ApiError } from '../../graphql/api-error'
import { gql } from '../../graphql/client'
import { AiEditorCustomDocument, AiEditorExtendDocument, AiEditorRewriteDocument, AiEditorShortenDocument } from '../../graphql/generated/essay-editor/graphql'
import { SaveEssaySectionDocument, type EssayTextOrigin } from '../../graphql/generated/essays/graphql'
import { openPopup } from '../../popups/popup-store'
import type { TEssayOrder } from '../essay-api'
import type { TEditorTarget } from './read-selection'

export type TEditorMode = TAiEditorMode | 'closed'
export type TEditorResult = { type: TAiEditorRewriteType; task: string | null; text: string }
export type TFlash = { sectionKey: string; from: number; to: number; seq: number }

const call = async (type: TAiEditorRewriteType, text: string, task: string | null): Promise<string> => {
  if (type === 'rewrite') return (await gql(AiEditorRewriteDocument, { text })).aiAssistantTextRewrite
  if (type === 'extender') return (await gql(AiEditorExtendDocument, { text })).aiAssistantTextExtender
  if (type === 'shortener') return (await gql(AiEditorShortenDocument, { text })).aiAssistantTextShortener
  return (await gql(AiEditorCustomDocument, { text, task: task ?? '' })).aiAssistantTextCustomEdit
}

const messageOf = (e: unknown) => (e instanceof ApiError && e.code !== 'INTERNAL' && e.code !== 'NETWORK' ? e.message : AI_EDITOR_MESSAGES.default)

export function useAiEditor(order: TEssayOrder, onOrder: (o: TEssayOrder) => void) {
  const [mode, setMode] = useState<TEditorMode>('closed')
  const [previous, setPrevious] = useState<TAiEditorMode>('form')
  const [target, setTarget] = useState<TEditorTarget | null>(null)
  const [result, setResult] = useState<TEditorResult | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const [flash, setFlash] = useState<TFlash | null>(null)
  // A late answer of a request the student walked away from (cancel, close) is dropped.
  const requestSeq = useRef(0)

  useEffect(() => {
    if (!flash) return
    const t = setTimeout(() => setFlash(null), AI_EDITOR_FLASH_MS)
    return () => clearTimeout(t)
  }, [flash])

  const textOf = useCallback((sectionKey: string) => (order.finalText ?? []).find((s) => s.key === sectionKey)?.text ?? null, [order.finalText])

  const reset = useCallback(() => {
    requestSeq.current++
    setMode('closed')
    setTarget(null)
    setResult(null)
    setError(null)
    setSaving(false)
  }, [])

  /** A new selection (or a paragraph's button) opens the form for it. */
  const select = useCallback((t: TEditorTarget) => {
    setTarget(t)
    setResult(null)
    setError(null)
    setMode('form')
  }, [])

  async function run(type: TAiEditorRewriteType, task: string | null = null, on: TEditorTarget | null = target) {
    if (!on) return
    const seq = ++requestSeq.current
    setError(null)
    setMode('loading')
    try {
      const text = await call(type, on.text, task)
      if (seq !== requestSeq.current) return
      setResult({ type, task, text })
      setMode('result')
    } catch (e) {
      if (seq !== requestSeq.current) return
      setError(messageOf(e))
      setMode(result ? 'result' : 'form')
    }
  }

  async function save(edit: (sectionText: string, t: TEditorTarget) => TSectionEdit, origin: EssayTextOrigin): Promise<boolean> {
    if (!target) return false
    const current = textOf(target.sectionKey)
    // The section changed under the panel (another tab, the textarea editor): the selection no longer points at it.
    if (current !== target.sectionText) {
      setError(AI_EDITOR_MESSAGES.default)
      return false
    }
    const next = edit(current, target)
    const valid = ZEditorText.safeParse(next.text)
    if (!valid.success) {
      setError(valid.error.issues[0]?.message ?? ESSAY_MESSAGES.textTooLong)
      return false
    }
    setSaving(true)
    setError(null)
    try {
      const saved = (await gql(SaveEssaySectionDocument, { id: order.id, sectionKey: target.sectionKey, text: next.text, origin })).saveEditedAiEssayOrderFinalText
      onOrder(saved)
      setFlash({ sectionKey: target.sectionKey, ...next.changed, seq: Date.now() })
      reset()
      window.getSelection()?.removeAllRanges()
      return true
    } catch (e) {
      setError(messageOf(e))
      setSaving(false)
      return false
    }
  }

  const apply = (how: Extract<TAiEditorAction, 'save' | 'add-down'>) => {
    if (!result) return
    const origin = AI_EDITOR_ORIGIN[result.type]
    void save((text, t) => (how === 'save' ? replaceSelection(text, t.range, result.text) : addBelow(text, t.range, result.text)), origin)
  }

  const insertVisual = (marker: string) => void save((text, t) => insertMarkerBelow(text, t.range.endParagraph, marker), 'VISUAL_ITEM')

  const collapse = () => {
    if (mode === 'closed' || mode === 'collapsed') return
    setPrevious(mode)
    setMode('collapsed')
  }

  /** Closing with an answer not applied yet asks first (the «AI editor close confirmation» popup). */
  const close = () => {
    const unapplied = result !== null && (mode === 'result' || (mode === 'collapsed' && previous === 'result'))
    if (unapplied) openPopup('ai-editor-close-confirmation', { onConfirm: reset })
    else reset()
  }

  return {
    mode,
    target,
    result,
    error,
    saving,
    flash,
    textOf,
    select,
    run,
    /** Opens the editor on `t` and asks for a rewrite at once (the originality report's «Переписать фрагмент»). */
    rewrite: (t: TEditorTarget) => {
      select(t)
      void run('rewrite', null, t)
    },
    retry: () => result && void run(result.type, result.task),
    cancel: () => {
      requestSeq.current++
      setResult(null)
      setError(null)
      setMode('form')
    },
    apply,
    insertVisual,
    visualize: () => {
      setError(null)
      setMode('visualize')
    },
    collapse,
    expand: () => setMode(previous),
    close,
    /** Whether a new selection may replace the target: not while an answer is coming or waiting to be applied. */
    busy: mode === 'loading' || mode === 'result' || mode === 'visualize' || (mode === 'collapsed' && previous !== 'form'),
  }
}

export type TAiEditor = ReturnType<typeof useAiEditor>
