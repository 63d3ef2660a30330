import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { getDefaultStore } from 'jotai/vanilla'
import { TOAST_EXIT_MS } from '../../domain/toasts'
import { toast, toastsAtom } from './toast-store'

const store = getDefaultStore()
const shown = () => store.get(toastsAtom).filter((t) => t.visible)

beforeEach(() => vi.useFakeTimers())
afterEach(() => {
  toast.closeAll()
  vi.advanceTimersByTime(TOAST_EXIT_MS)
  vi.useRealTimers()
})

describe('toast API', () => {
  it('shows an error with the generic text by default and the error lifetime', () => {
    toast.error()
    expect(shown()[0]?.content).toEqual({ state: 'error', text: 'Что-то пошло не так, попробуй позже' })
    expect(shown()[0]?.lifeTimeSec).toBe(20)
  })

  it('keeps a loading toast until it is updated', () => {
    const id = toast.loading('Загружаем…')
    vi.advanceTimersByTime(60_000)
    expect(shown().map((t) => t.id)).toEqual([id])
    toast.update(id, { state: 'success', text: 'Готово' })
    vi.advanceTimersByTime(30_000)
    expect(shown()).toEqual([])
  })

  it('undo: «Вернуть» for 5 s; pressing it undoes, letting it expire commits', () => {
    const undo = vi.fn()
    const commit = vi.fn()
    const id = toast.undo({ text: 'Пункт плана удалён', onUndo: undo, onCommit: commit })
    const t = shown()[0]
    expect(t?.content.button?.label).toBe('Вернуть')
    expect(t?.lifeTimeSec).toBe(5)
    vi.advanceTimersByTime(5_000 + TOAST_EXIT_MS)
    expect(commit).toHaveBeenCalledTimes(1)
    expect(undo).not.toHaveBeenCalled()
    expect(store.get(toastsAtom).some((x) => x.id === id)).toBe(false)

    const undo2 = vi.fn()
    const commit2 = vi.fn()
    const id2 = toast.undo({ text: 'Ещё один', onUndo: undo2, onCommit: commit2 })
    // What ToastHost does on the button: run its handler, then close the toast.
    shown()[0]?.content.button?.onClick?.()
    toast.close(id2)
    vi.advanceTimersByTime(TOAST_EXIT_MS)
    expect(undo2).toHaveBeenCalledTimes(1)
    expect(commit2).not.toHaveBeenCalled()
  })
})
