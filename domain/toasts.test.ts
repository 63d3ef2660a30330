import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  createToastQueue,
  effectivePosition,
  groupToasts,
  makeToast,
  TOAST_EXIT_MS,
  toastsToEvict,
  type Toast,
} from './toasts'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

const ids = (list: readonly Toast[]) => list.map((t) => t.id)
const visibleIds = (list: readonly Toast[]) => list.filter((t) => t.visible).map((t) => t.id)

describe('makeToast', () => {
  it('fills the spec defaults: bottom-center, 30 s, closable, close on the right', () => {
    const t = makeToast({ text: 'Готово' }, 'a')
    expect(t).toMatchObject({ id: 'a', position: 'bottom-center', lifeTimeSec: 30, closable: true, closePosition: 'right', visible: true })
    expect(t.content).toEqual({ state: 'normal', text: 'Готово' })
  })

  it('gives error toasts 20 s and keeps an explicit lifetime, including none', () => {
    expect(makeToast({ state: 'error' }, 'e').lifeTimeSec).toBe(20)
    expect(makeToast({ state: 'error', lifeTimeSec: 5 }, 'e').lifeTimeSec).toBe(5)
    expect(makeToast({ state: 'loading', lifeTimeSec: null }, 'l').lifeTimeSec).toBeNull()
  })
})

describe('positions', () => {
  it('keeps all six positions on desktop and maps sides to the centre of their group on mobile', () => {
    expect(effectivePosition('top-left', false)).toBe('top-left')
    expect(effectivePosition('top-right', true)).toBe('top-center')
    expect(effectivePosition('bottom-left', true)).toBe('bottom-center')
    expect(effectivePosition('bottom-center', true)).toBe('bottom-center')
  })

  it('groups toasts per rendered stack in arrival order', () => {
    const list = [makeToast({ position: 'top-left' }, 'a'), makeToast({ position: 'top-right' }, 'b'), makeToast({}, 'c')]
    expect([...groupToasts(list, false).keys()]).toEqual(['top-left', 'top-right', 'bottom-center'])
    const mobile = groupToasts(list, true)
    expect(ids(mobile.get('top-center') ?? [])).toEqual(['a', 'b'])
    expect(ids(mobile.get('bottom-center') ?? [])).toEqual(['c'])
  })
})

describe('toastsToEvict', () => {
  it('names the oldest visible toasts beyond three, skipping ones already leaving', () => {
    const list = ['a', 'b', 'c'].map((id) => makeToast({}, id))
    expect(toastsToEvict(list)).toEqual(['a'])
    expect(toastsToEvict([{ ...list[0]!, visible: false }, list[1]!, list[2]!])).toEqual([])
    expect(toastsToEvict(list.slice(0, 2))).toEqual([])
  })
})

describe('createToastQueue', () => {
  it('keeps at most three visible: a fourth hides the oldest, which is deleted after the exit transition', () => {
    const afterClose = vi.fn()
    const q = createToastQueue()
    q.show({ id: 'a', text: '1', onAfterClose: afterClose })
    q.show({ id: 'b', text: '2' })
    q.show({ id: 'c', text: '3' })
    q.show({ id: 'd', text: '4' })
    expect(visibleIds(q.list())).toEqual(['b', 'c', 'd'])
    expect(ids(q.list())).toEqual(['a', 'b', 'c', 'd'])
    expect(afterClose).not.toHaveBeenCalled()
    vi.advanceTimersByTime(TOAST_EXIT_MS)
    expect(ids(q.list())).toEqual(['b', 'c', 'd'])
    expect(afterClose).toHaveBeenCalledTimes(1)
  })

  it('closes a toast after its lifetime: 30 s by default, 20 s for errors', () => {
    const q = createToastQueue()
    q.show({ id: 'n', text: 'обычный' })
    q.show({ id: 'e', state: 'error', text: 'ошибка' })
    vi.advanceTimersByTime(19_999)
    expect(visibleIds(q.list())).toEqual(['n', 'e'])
    vi.advanceTimersByTime(1)
    expect(visibleIds(q.list())).toEqual(['n'])
    vi.advanceTimersByTime(10_000)
    expect(visibleIds(q.list())).toEqual([])
    vi.advanceTimersByTime(TOAST_EXIT_MS)
    expect(q.list()).toEqual([])
  })

  it('never closes a toast without a lifetime by itself, but the close button closes it any time', () => {
    const q = createToastQueue()
    q.show({ id: 'l', state: 'loading', lifeTimeSec: null })
    vi.advanceTimersByTime(3_600_000)
    expect(visibleIds(q.list())).toEqual(['l'])
    q.close('l')
    expect(visibleIds(q.list())).toEqual([])
    vi.advanceTimersByTime(TOAST_EXIT_MS)
    expect(q.list()).toEqual([])
  })

  it('does not delete twice or call after-close twice when closed again while leaving', () => {
    const afterClose = vi.fn()
    const q = createToastQueue()
    q.show({ id: 'x', lifeTimeSec: 1, onAfterClose: afterClose })
    q.close('x')
    vi.advanceTimersByTime(1000)
    q.close('x')
    vi.advanceTimersByTime(TOAST_EXIT_MS * 2)
    expect(afterClose).toHaveBeenCalledTimes(1)
  })

  it('updating a loading toast to success gives it the success lifetime', () => {
    const q = createToastQueue()
    q.show({ id: 'p', state: 'loading', lifeTimeSec: null, text: 'Загружаем…' })
    q.update('p', { state: 'success', text: 'Платеж прошел' })
    expect(q.list()[0]?.content).toEqual({ state: 'success', text: 'Платеж прошел' })
    vi.advanceTimersByTime(30_000)
    expect(visibleIds(q.list())).toEqual([])
  })

  it('showing an id again restarts that toast instead of stacking a copy', () => {
    const q = createToastQueue()
    q.show({ id: 'same', text: 'раз' })
    vi.advanceTimersByTime(29_000)
    q.show({ id: 'same', text: 'два' })
    vi.advanceTimersByTime(29_000)
    expect(q.list().map((t) => t.content.text)).toEqual(['два'])
  })

  it('reports every change to its listener', () => {
    const seen: string[][] = []
    const q = createToastQueue({ onChange: (l) => seen.push(visibleIds(l)) })
    q.show({ id: 'a' })
    q.close('a')
    vi.advanceTimersByTime(TOAST_EXIT_MS)
    expect(seen).toEqual([['a'], [], []])
  })
})
