// How one order reads in «Мои задания»: its title, product, status badge and date (Moscow time, in Russian).
import { kindLabel } from '../../domain/quick-menu'
import { orderKindOfType, unifiedStatusName } from '../../domain/orders/unified'
import type { UnifiedOrderStatus } from '../graphql/generated/orders/graphql'

export const STATUS_BADGE: Record<UnifiedOrderStatus, { label: string; tone: 'neutral' | 'primary' | 'success' | 'danger' }> = {
  DRAFT: { label: 'Черновик', tone: 'neutral' },
  IN_PROGRESS: { label: 'В работе', tone: 'primary' },
  COMPLETED: { label: 'Готово', tone: 'success' },
  CANCELED: { label: 'Отменён', tone: 'danger' },
}

const typeLabel = (typeId: number) => kindLabel(orderKindOfType(typeId))

/** The client's own text; an order without one is called by its product. */
export const orderTitle = (o: { text: string | null; typeId: number }) => o.text?.trim() || typeLabel(o.typeId)

const DATE = new Intl.DateTimeFormat('ru-RU', { timeZone: 'Europe/Moscow', day: 'numeric', month: 'long', year: 'numeric' })
const TIME = new Intl.DateTimeFormat('ru-RU', { timeZone: 'Europe/Moscow', hour: '2-digit', minute: '2-digit' })

/** «5 марта 2026, 14:07» in Moscow time: the same on the server and in any browser's zone, so hydration matches. */
export function orderDate(iso: string): string {
  const d = new Date(iso)
  if (Number.isNaN(d.getTime())) return ''
  return `${DATE.format(d).replace(/\s*г\.$/, '')}, ${TIME.format(d)}`
}

/** Realtime sends the generic status as its id (1–4) or its name; anything else is ignored. */
export function statusFromEvent(value: unknown): UnifiedOrderStatus | null {
  if (typeof value === 'string' && Object.hasOwn(STATUS_BADGE, value.toUpperCase())) return value.toUpperCase() as UnifiedOrderStatus
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN
  return Number.isInteger(n) ? unifiedStatusName(n) : null
}
