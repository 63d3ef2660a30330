// Body of POST /api/realtime; kept apart from domain/realtime.ts so the browser bundle never pulls in zod.
import { z } from 'zod'
import { MAX_ROOMS_PER_STREAM, parseRoom, ROOM_FORMAT_HINT } from './realtime'

export const ZRealtimeJoinInput = z.object(
  {
    rooms: z
      .array(
        z.string({ error: 'Имя комнаты должно быть строкой' }).refine((s) => parseRoom(s) !== null, {
          error: (issue) => `Неверное имя комнаты «${String(issue.input)}». Ожидается: ${ROOM_FORMAT_HINT}`,
        }),
        { error: 'Поле rooms должно быть списком комнат' },
      )
      .min(1, 'Укажи хотя бы одну комнату')
      .max(MAX_ROOMS_PER_STREAM, `Не больше ${MAX_ROOMS_PER_STREAM} комнат в одном подключении`),
  },
  { error: 'Ожидается объект вида { "rooms": [...] }' },
)
