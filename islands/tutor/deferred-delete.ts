// A deletion that waits for its «Вернуть» toast (5 s, domain/toasts.ts): the row hides at once, the server is asked
// only when the toast goes away without «Вернуть», and a page left meanwhile still sends it (fetch keepalive), so a
// deletion the student saw happen is never silently lost.
import { toast } from '../toasts/toast-store'

type TCommit = (keepalive: boolean) => Promise<unknown>

const pending = new Map<string, TCommit>()
let listening = false

function flushOnLeave() {
  for (const [key, commit] of pending) {
    pending.delete(key)
    void commit(true).catch(() => undefined)
  }
}

export type TDeferredDelete = {
  /** A key per deletion, so the same row is not deleted twice. */
  key: string
  text: string
  /** Hide the row(s) now. */
  hide: () => void
  /** «Вернуть» pressed, or the server refused: show them again. */
  restore: () => void
  commit: TCommit
  /** The server refused: what to tell. */
  onFailed: (e: unknown) => void
}

export function deferDelete({ key, text, hide, restore, commit, onFailed }: TDeferredDelete) {
  if (!listening && typeof window !== 'undefined') {
    window.addEventListener('pagehide', flushOnLeave)
    listening = true
  }
  hide()
  pending.set(key, commit)
  toast.undo({
    text,
    onUndo: () => {
      pending.delete(key)
      restore()
    },
    onCommit: () => {
      const run = pending.get(key)
      if (!run) return
      pending.delete(key)
      run(false).catch((e: unknown) => {
        restore()
        onFailed(e)
      })
    },
  })
}
