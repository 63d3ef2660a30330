// Toast queue of platform.md §3/§4/§9: defaults, the three-at-once rule, hide-then-delete and lifetimes.

export type ToastState = 'normal' | 'success' | 'error' | 'alert' | 'loading'

export const TOAST_POSITIONS = ['top-left', 'top-center', 'top-right', 'bottom-left', 'bottom-center', 'bottom-right'] as const
export type ToastPosition = (typeof TOAST_POSITIONS)[number]

const TOAST_MAX_VISIBLE = 3
const TOAST_DEFAULT_LIFE_SEC = 30
const TOAST_ERROR_LIFE_SEC = 20
export const TOAST_UNDO_LIFE_SEC = 5
export const TOAST_UNDO_LABEL = 'Вернуть'
const TOAST_DEFAULT_POSITION: ToastPosition = 'bottom-center'
/** Length of the exit transition: a closed toast stays in the list, invisible, this long. */
export const TOAST_EXIT_MS = 250
type ToastButton = { label: string; onClick?: () => void }
type ToastLink = { label: string; href: string }
type ToastContent = { title?: string; text?: string; state: ToastState; button?: ToastButton; link?: ToastLink }

export type Toast = {
  id: string
  content: ToastContent
  position: ToastPosition
  /** null: stays until closed (a loading toast that is later updated, for one). */
  lifeTimeSec: number | null
  closable: boolean
  closePosition: 'right'
  visible: boolean
  onClick?: () => void
  onAfterClose?: () => void
}

export type ToastInput = Partial<Omit<ToastContent, 'state'>> & {
  state?: ToastState
  id?: string
  position?: ToastPosition
  lifeTimeSec?: number | null
  closable?: boolean
  onClick?: () => void
  onAfterClose?: () => void
}

const defaultLifeTimeSec = (state: ToastState) => (state === 'error' ? TOAST_ERROR_LIFE_SEC : TOAST_DEFAULT_LIFE_SEC)

export function makeToast(input: ToastInput, id: string): Toast {
  const state = input.state ?? 'normal'
  const content: ToastContent = { state }
  if (input.title) content.title = input.title
  if (input.text) content.text = input.text
  if (input.button) content.button = input.button
  if (input.link) content.link = input.link
  return {
    id: input.id ?? id,
    content,
    position: input.position ?? TOAST_DEFAULT_POSITION,
    lifeTimeSec: input.lifeTimeSec === undefined ? defaultLifeTimeSec(state) : input.lifeTimeSec,
    closable: input.closable ?? true,
    closePosition: 'right',
    visible: true,
    onClick: input.onClick,
    onAfterClose: input.onAfterClose,
  }
}

/** Ids of the visible toasts that must close so `incoming` more fit under the limit, oldest first. */
export function toastsToEvict(list: readonly Toast[], incoming = 1, max = TOAST_MAX_VISIBLE): string[] {
  const visible = list.filter((t) => t.visible)
  const excess = visible.length + incoming - max
  return excess > 0 ? visible.slice(0, excess).map((t) => t.id) : []
}

/** On phones only the top and bottom groups exist: left and right collapse into the centre. */
export function effectivePosition(position: ToastPosition, isMobile: boolean): ToastPosition {
  if (!isMobile) return position
  return position.startsWith('top') ? 'top-center' : 'bottom-center'
}

/** Toasts per rendered stack, in arrival order; empty stacks are left out. */
export function groupToasts(list: readonly Toast[], isMobile: boolean): Map<ToastPosition, Toast[]> {
  const groups = new Map<ToastPosition, Toast[]>()
  for (const t of list) {
    const pos = effectivePosition(t.position, isMobile)
    const group = groups.get(pos)
    if (group) group.push(t)
    else groups.set(pos, [t])
  }
  return groups
}

// ---------------------------------------------------------------------------------------------
// The queue: owns the list and the timers; the browser store mirrors `list` after each change.
// ---------------------------------------------------------------------------------------------

type Timer = unknown
type ToastTimers = { set: (fn: () => void, ms: number) => Timer; clear: (timer: Timer) => void }

export type ToastQueueOptions = {
  onChange?: (list: readonly Toast[]) => void
  timers?: ToastTimers
  exitMs?: number
  max?: number
  newId?: () => string
}

export interface ToastQueue {
  /** Adds a toast (replacing one with the same id) and returns its id. */
  show(input: ToastInput): string
  /** Hides the toast, then deletes it after the exit transition and calls its after-close handler. */
  close(id: string): void
  /** Changes content or lifetime in place; a new lifetime restarts the countdown. */
  update(id: string, patch: Omit<ToastInput, 'id'>): void
  list(): readonly Toast[]
  closeAll(): void
}

export function createToastQueue(opts: ToastQueueOptions = {}): ToastQueue {
  const timers = opts.timers ?? { set: (fn, ms) => setTimeout(fn, ms), clear: (t) => clearTimeout(t as ReturnType<typeof setTimeout>) }
  const exitMs = opts.exitMs ?? TOAST_EXIT_MS
  const max = opts.max ?? TOAST_MAX_VISIBLE
  let seq = 0
  const newId = opts.newId ?? (() => `toast-${++seq}`)
  let list: Toast[] = []
  const lifeTimers = new Map<string, Timer>()
  const exitTimers = new Map<string, Timer>()

  const emit = () => opts.onChange?.(list)
  const clearLife = (id: string) => {
    const t = lifeTimers.get(id)
    if (t !== undefined) timers.clear(t)
    lifeTimers.delete(id)
  }
  const startLife = (toast: Toast) => {
    clearLife(toast.id)
    if (toast.lifeTimeSec && toast.lifeTimeSec > 0) {
      lifeTimers.set(toast.id, timers.set(() => close(toast.id), toast.lifeTimeSec * 1000))
    }
  }
  const remove = (id: string) => {
    exitTimers.delete(id)
    const gone = list.find((t) => t.id === id)
    list = list.filter((t) => t.id !== id)
    emit()
    gone?.onAfterClose?.()
  }

  function close(id: string) {
    const toast = list.find((t) => t.id === id)
    if (!toast || !toast.visible) return
    clearLife(id)
    list = list.map((t) => (t.id === id ? { ...t, visible: false } : t))
    exitTimers.set(id, timers.set(() => remove(id), exitMs))
    emit()
  }

  function dropNow(id: string) {
    clearLife(id)
    const exit = exitTimers.get(id)
    if (exit !== undefined) timers.clear(exit)
    exitTimers.delete(id)
    list = list.filter((t) => t.id !== id)
  }

  return {
    show(input) {
      const toast = makeToast(input, newId())
      // Showing an id again (a retry of the same message) restarts it rather than stacking a copy.
      if (list.some((t) => t.id === toast.id)) dropNow(toast.id)
      for (const id of toastsToEvict(list, 1, max)) close(id)
      list = [...list, toast]
      startLife(toast)
      emit()
      return toast.id
    },
    close,
    update(id, patch) {
      const current = list.find((t) => t.id === id)
      if (!current || !current.visible) return
      const { content, position, closable, onClick, onAfterClose } = current
      // A changed state without its own lifetime takes that state's default (loading → success closes in 30 s).
      const lifeTimeSec = 'lifeTimeSec' in patch || 'state' in patch ? patch.lifeTimeSec : current.lifeTimeSec
      const next = makeToast({ ...content, position, closable, onClick, onAfterClose, ...patch, lifeTimeSec, id }, id)
      list = list.map((t) => (t.id === id ? next : t))
      if ('lifeTimeSec' in patch || 'state' in patch) startLife(next)
      emit()
    },
    list: () => list,
    closeAll() {
      for (const t of list) close(t.id)
    },
  }
}
