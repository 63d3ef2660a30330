// Quick menu of recent orders (platform.md §4): how the list grows and where each order's page lives.
import { TRAINING_ORDER_PATH } from './training/paths'

/** The spec's size of the quick menu: the 4 most recent orders. */
export const QUICK_MENU_SIZE = 4

/** Browser event a page fires when it creates an order, so the quick menu shows it without a refetch. */
export const QUICK_MENU_ADD_EVENT = 'quick-menu:add'

export const ORDER_KINDS = ['text', 'task', 'slides', 'library', 'ai', 'advanced-ai', 'referat', 'exam', 'training'] as const
export type TOrderKind = (typeof ORDER_KINDS)[number]

export type TRecentOrder = {
  id: string
  /** Null for an order whose product is not recorded yet; it opens as a task order. */
  kind: string | null
  title: string | null
  createdAt: string
}

const ORDER_PATH: Record<TOrderKind, string> = {
  text: '/ecosystem/text-copilot/',
  task: '/ecosystem/task-solver/',
  slides: '/ecosystem/slides-copilot/',
  library: '/ecosystem/library/',
  ai: '/ecosystem/ai/',
  'advanced-ai': '/ecosystem/advanced-ai/',
  referat: '/ecosystem/referat/',
  exam: '/exam/',
  // A training task opens by its uuid (the kernel hands it as the order's id).
  training: TRAINING_ORDER_PATH,
}

/** What an order without a title of its own is called, per product (the route titles of orders.md §2). */
const KIND_LABEL: Record<TOrderKind, string> = {
  text: 'Текстовая работа',
  task: 'Задание',
  slides: 'Презентация',
  library: 'Работа из библиотеки',
  ai: 'Ответ ИИ',
  'advanced-ai': 'Ответ ИИ по источникам',
  referat: 'Реферат',
  exam: 'Билеты к экзамену',
  training: 'Тренировка',
}

const isKind = (kind: string | null): kind is TOrderKind => (ORDER_KINDS as readonly string[]).includes(kind ?? '')

/** Unified orders without a known product open on the task order page, where the spec sends old order links too. */
export const orderKind = (kind: string | null): TOrderKind => (isKind(kind) ? kind : 'task')

export function orderHref(order: Pick<TRecentOrder, 'id' | 'kind'>): string {
  return ORDER_PATH[orderKind(order.kind)] + encodeURIComponent(order.id)
}

export function orderLabel(order: Pick<TRecentOrder, 'kind' | 'title'>): string {
  const title = order.title?.trim()
  return title ? title : KIND_LABEL[orderKind(order.kind)]
}

export const kindLabel = (kind: string | null): string => KIND_LABEL[orderKind(kind)]

/**
 * The new order goes first and only the 3 newest of the old ones stay (§4). An order already in the
 * list moves to the front instead of showing twice, e.g. when the same event arrives twice.
 */
export function insertRecentOrder(list: readonly TRecentOrder[], order: TRecentOrder): TRecentOrder[] {
  const rest = list.filter((o) => o.id !== order.id).slice(0, QUICK_MENU_SIZE - 1)
  return [order, ...rest]
}

/** Reads an order from a `quick-menu:add` event's detail; anything malformed is ignored. */
export function recentOrderFromDetail(detail: unknown): TRecentOrder | null {
  if (!detail || typeof detail !== 'object') return null
  const d = detail as Record<string, unknown>
  const id = typeof d.id === 'number' ? String(d.id) : d.id
  if (typeof id !== 'string' || id === '') return null
  return {
    id,
    kind: typeof d.kind === 'string' ? d.kind : null,
    title: typeof d.title === 'string' ? d.title : null,
    createdAt: typeof d.createdAt === 'string' ? d.createdAt : new Date().toISOString(),
  }
}
