import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { toast } from '../toasts/toast-store'
import { deferDelete } from './deferred-delete'

// The undo toast is the project's own; these tests drive its «Вернуть» button and its close as the host would.
type TUndo = Parameters<typeof toast.undo>[0]
let last: TUndo | null = null
// One window for the file: the module listens for pagehide once per page.
const page = new EventTarget()
beforeEach(() => {
  last = null
  vi.spyOn(toast, 'undo').mockImplementation((o: TUndo) => {
    last = o
    return 'toast-id'
  })
  vi.stubGlobal('window', page)
})
afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

function setup(commit = vi.fn(async () => undefined)) {
  const calls: string[] = []
  deferDelete({ key: `k${Math.random()}`, text: 'Запись удалена', hide: () => calls.push('hide'), restore: () => calls.push('restore'), commit, onFailed: () => calls.push('failed') })
  return { calls, commit }
}

describe('a deletion waiting for «Вернуть»', () => {
  it('hides at once and asks the server only when the toast closes', async () => {
    const { calls, commit } = setup()
    expect(calls).toEqual(['hide'])
    expect(commit).not.toHaveBeenCalled()
    last!.onCommit!()
    expect(commit).toHaveBeenCalledWith(false)
  })

  it('«Вернуть» restores and never deletes', () => {
    const { calls, commit } = setup()
    last!.onUndo()
    last!.onCommit!()
    expect(calls).toEqual(['hide', 'restore'])
    expect(commit).not.toHaveBeenCalled()
  })

  it('a refused deletion shows the row again and says so', async () => {
    const { calls } = setup(vi.fn(async () => Promise.reject(new Error('no'))))
    last!.onCommit!()
    await vi.waitFor(() => expect(calls).toEqual(['hide', 'restore', 'failed']))
  })

  it('leaving the page sends the waiting deletion with keepalive, once', () => {
    const { commit } = setup()
    window.dispatchEvent(new Event('pagehide'))
    expect(commit).toHaveBeenCalledWith(true)
    last!.onCommit!()
    expect(commit).toHaveBeenCalledTimes(1)
  })
})
