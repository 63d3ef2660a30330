// Toasts for every island of the page: one queue in jotai's default store, and the `toast` API products call.
import { atom, getDefaultStore } from 'jotai/vanilla'
import { GENERIC_ERROR } from '../../domain/errors'
import { createToastQueue, TOAST_UNDO_LABEL, TOAST_UNDO_LIFE_SEC, type Toast, type ToastInput } from '../../domain/toasts'

export const toastsAtom = atom<readonly Toast[]>([])

// The default store is shared by every island root, so a toast shown by one island appears in ToastHost.
const store = getDefaultStore()
const queue = createToastQueue({ onChange: (list) => store.set(toastsAtom, list) })

type Extra = Omit<ToastInput, 'text' | 'state'>

export type UndoToastOptions = {
  text: string
  /** The user pressed «Вернуть»: put the thing back. */
  onUndo: () => void
  /** The toast went away without «Вернуть»: the deletion is final now. */
  onCommit?: () => void
  position?: ToastInput['position']
}

export const toast = {
  show: (input: ToastInput) => queue.show(input),
  success: (text: string, extra: Extra = {}) => queue.show({ ...extra, text, state: 'success' }),
  alert: (text: string, extra: Extra = {}) => queue.show({ ...extra, text, state: 'alert' }),
  /** 20 s by default (platform.md §9); without text it says «Что-то пошло не так, попробуй позже». */
  error: (text: string = GENERIC_ERROR, extra: Extra = {}) => queue.show({ ...extra, text, state: 'error' }),
  /** Stays until updated or closed: `toast.update(id, { state: 'success', text })`. */
  loading: (text: string, extra: Extra = {}) => queue.show({ lifeTimeSec: null, ...extra, text, state: 'loading' }),
  /** The 5-second «Вернуть» toast, e.g. after an outline entry is deleted. */
  undo({ text, onUndo, onCommit, position }: UndoToastOptions) {
    let undone = false
    return queue.show({
      text,
      position,
      state: 'normal',
      lifeTimeSec: TOAST_UNDO_LIFE_SEC,
      button: {
        label: TOAST_UNDO_LABEL,
        onClick: () => {
          undone = true
          onUndo()
        },
      },
      onAfterClose: () => {
        if (!undone) onCommit?.()
      },
    })
  },
  update: (id: string, patch: Omit<ToastInput, 'id'>) => queue.update(id, patch),
  close: (id: string) => queue.close(id),
  closeAll: () => queue.closeAll(),
}
