// What a Cloudflare Workers deployment needs beyond what readSettings checks everywhere: the Worker refuses to serve
// without Supabase Realtime (no isolate listens, so without it no event and no stream reaches a browser), and says
// at once — in its log and in /api/health — that photos are not recognised without a cloud OCR provider (Workers
// cannot start the tesseract CLI). `npm run deploy:check` runs the same checks before anyone deploys.
import type { TSettings } from '../settings'

export type TWorkerSettingsCheck = { fatal: string[]; warnings: string[] }

export const OCR_ON_WORKERS_WARNING =
  'OCR_PROVIDER: на Workers фото распознаёт только yandex (tesseract там не запустить); без него фото отвечают «Распознавание изображений недоступно на этом сервере»'

export function checkWorkerSettings(s: TSettings): TWorkerSettingsCheck {
  const fatal: string[] = []
  const warnings: string[] = []
  if (s.REALTIME_PROVIDER !== 'supabase') {
    fatal.push('REALTIME_PROVIDER: на Workers нужен supabase (с SUPABASE_URL и ключами): иначе ни одно событие и ни один ответ ИИ не дойдут до браузера')
  }
  if (s.OCR_PROVIDER !== 'yandex') warnings.push(OCR_ON_WORKERS_WARNING)
  return { fatal, warnings }
}
