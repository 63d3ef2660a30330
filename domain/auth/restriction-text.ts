// What a restricted account may not do, said in Russian for the profile's notice (platform spec §3 User.restriction).
import type { TRestrictionInfo } from './errors'

export type TRestrictionView = Pick<TRestrictionInfo, 'description' | 'removeAt' | 'canLogin' | 'canCreateOrders' | 'canCreatePayIns'> & {
  reason: { title: string | null; description: string | null } | null
}

const DATE = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Moscow' })

export function restrictionLines(r: TRestrictionView): { title: string; limits: string[]; reason: string | null; until: string } {
  const limits: string[] = []
  if (!r.canLogin) limits.push('Вход в аккаунт ограничен')
  if (!r.canCreateOrders) limits.push('Нельзя создавать новые заказы')
  if (!r.canCreatePayIns) limits.push('Нельзя оплачивать и пополнять баланс')
  const reasonParts = [r.reason?.title, r.reason?.description ?? r.description].filter((s): s is string => Boolean(s && s.trim()))
  const at = r.removeAt ? new Date(r.removeAt) : null
  const until = at && !Number.isNaN(at.getTime()) ? `Ограничение снимется ${DATE.format(at)} (по Москве)` : 'Срок снятия ограничения не указан'
  return { title: 'Аккаунт ограничен', limits, reason: reasonParts.length ? `Причина: ${reasonParts.join('. ')}` : null, until }
}
