// The back-office's complaints about library works: the list's row, the resolve and hide forms with their Russian
// messages, shared by the island and the routes.
import { z } from 'zod'

export const COMPLAINT_STATUS_TITLES = { open: 'Открыта', resolved: 'Решена' } as const
export type TComplaintStatus = keyof typeof COMPLAINT_STATUS_TITLES

export const RESOLUTION_MAX = 2000

const version = z.number({ error: 'Обнови страницу: не видно версии записи' }).int('Обнови страницу: не видно версии записи').positive('Обнови страницу: не видно версии записи')

export const ZResolveComplaintInput = z.object(
  {
    version,
    resolution: z
      .string({ error: 'Напиши, чем закончилась проверка' })
      .trim()
      .min(1, 'Напиши, чем закончилась проверка')
      .max(RESOLUTION_MAX, `Решение — не длиннее ${RESOLUTION_MAX} символов`),
  },
  { error: 'Ожидается объект вида { "version": 1, "resolution": "..." }' },
)

export const ZHideComplaintWorkInput = z.object({ workVersion: version }, { error: 'Ожидается объект вида { "workVersion": 1 }' })

export type TComplaintAttachment = { id: number; name: string; size: number }

export type TAdminComplaint = {
  id: number
  createdAt: string
  userId: string
  userName: string | null
  typeId: number
  typeTitle: string
  text: string
  status: TComplaintStatus
  resolution: string | null
  resolvedAt: string | null
  version: number
  work: { id: number; title: string; path: string; published: boolean; version: number }
  attachments: TComplaintAttachment[]
}
