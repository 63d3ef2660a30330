// Formatting profiles beyond the built-in standards (issue 37 part 4): a student uploads their university's guideline,
// the numbers read from it (domain/format-check/guide-extract.ts) come back to be confirmed or corrected, and the
// confirmed numbers are saved as a whole profile — the student's own, or offered for everyone at that university,
// where an administrator approves it (edge/admin/format-profiles). The check and the fixer take a profile by id: a
// built-in one, the caller's own, or an approved one, read under row-level security.
import { z } from 'zod'
import { asCaller, asService, type Caller, type Db } from '../db/port'
import type { AppDeps } from '../context'
import { AppError } from '../http/errors'
import { fileExtension } from '../../domain/files/uploads'
import { FORMAT_PROFILES, GOST_7_32, ZFormatProfile, type TFormatProfile } from '../../domain/format-check/profile'
import { extractGuideNumbers, GUIDE_LIMITS, profileFromGuide, type TGuideFinding, type TGuideNumbers } from '../../domain/format-check/guide-extract'
import { OcrError } from '../ocr/port'

export const PROFILE_MESSAGES = {
  notFound: 'Нет такого профиля оформления',
  guideFormat: 'Методичку можно загрузить в формате PDF или DOCX',
  guideEmpty: 'В файле нет текста: загрузи методичку с текстовым слоем или введи числа сами',
  tooMany: 'Можно сохранить до 20 профилей оформления',
  university: 'Укажи вуз, чтобы предложить профиль для всех его студентов',
} as const

const MAX_PER_USER = 20
/** A guideline's text is read up to here: the formatting rules sit in its first pages. */
const GUIDE_CHARS = 400_000

export type TProfileListItem = {
  id: string
  name: string
  university: string | null
  source: string
  /** builtin: a standard; private: the caller's own; submitted / approved / rejected: offered for the university. */
  review: 'builtin' | 'private' | 'submitted' | 'approved' | 'rejected'
  mine: boolean
}

type TRow = { id: string; user_id: string; name: string; university: string | null; source: string; review: TProfileListItem['review']; profile: unknown }
const COLUMNS = 'id::text as id, user_id::text as user_id, name, university, source, review, profile'
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

const builtins = (): TProfileListItem[] => FORMAT_PROFILES.map((p) => ({ id: p.id, name: p.name, university: null, source: p.source, review: 'builtin', mine: false }))
const userOf = (caller: Caller) => (caller.role === 'authenticated' ? caller.userId : null)
const item = (r: TRow, caller: Caller): TProfileListItem => ({ id: r.id, name: r.name, university: r.university, source: r.source, review: r.review, mine: r.user_id === userOf(caller) })

/** The standards, then the caller's own profiles, then the approved ones of universities. */
export async function listFormatProfiles(o: { db: Db; caller: Caller }): Promise<TProfileListItem[]> {
  const rows = await asCaller(o.db, o.caller, (tx) => tx.query<TRow>(`select ${COLUMNS} from public.format_profiles order by university nulls first, name limit 500`))
  const saved = rows.map((r) => item(r, o.caller))
  return [...builtins(), ...saved.filter((p) => p.mine), ...saved.filter((p) => !p.mine)]
}

/** A profile by id, as the caller may use it; an unknown id or another client's private profile is refused. */
export async function resolveFormatProfile(o: { db: Db; caller: Caller; id: string | undefined }): Promise<TFormatProfile> {
  if (o.id === undefined || o.id === '') return GOST_7_32
  const builtin = FORMAT_PROFILES.find((p) => p.id === o.id)
  if (builtin) return builtin
  if (!UUID.test(o.id)) throw new AppError('BAD_REQUEST', PROFILE_MESSAGES.notFound)
  const [row] = await asCaller(o.db, o.caller, (tx) => tx.query<TRow>(`select ${COLUMNS} from public.format_profiles where id = $1::uuid`, [o.id]))
  const parsed = row ? ZFormatProfile.safeParse(row.profile) : undefined
  if (!parsed?.success) throw new AppError('BAD_REQUEST', PROFILE_MESSAGES.notFound)
  return parsed.data
}

/** What the page gets back from an uploaded guideline: the numbers read and the quote each was read from. */
export type TGuideReading = { numbers: TGuideNumbers; found: TGuideFinding[]; source: string }

export async function readGuide(o: { deps: Pick<AppDeps, 'ports'>; caller: Caller; name: string; bytes: Uint8Array }): Promise<TGuideReading> {
  if (o.caller.role !== 'authenticated') throw new AppError('UNAUTHENTICATED')
  const ext = fileExtension(o.name)
  if (ext !== 'pdf' && ext !== 'docx') throw new AppError('BAD_REQUEST', PROFILE_MESSAGES.guideFormat)
  let text: string
  try {
    text = (await o.deps.ports.documents.text(ext, o.bytes)).slice(0, GUIDE_CHARS)
  } catch (e) {
    // A damaged, bomb-like or password-protected file: the reader's own Russian reason.
    if (e instanceof AppError) throw e
    if (e instanceof OcrError) throw new AppError('UNPROCESSABLE', e.message)
    throw e
  }
  if (!/\p{L}{3,}/u.test(text)) throw new AppError('UNPROCESSABLE', PROFILE_MESSAGES.guideEmpty)
  return { ...extractGuideNumbers(text), source: o.name.slice(0, 200) }
}

const limit = (key: keyof typeof GUIDE_LIMITS) => z.number({ error: GUIDE_LIMITS[key].message }).min(GUIDE_LIMITS[key].min, GUIDE_LIMITS[key].message).max(GUIDE_LIMITS[key].max, GUIDE_LIMITS[key].message)

/** The confirmed numbers: every one the profile needs, within plausible ranges. */
export const ZSaveProfileInput = z.object({
  name: z.string().trim().min(1, 'Назови профиль').max(200, 'Название — до 200 символов'),
  university: z.string().trim().max(200, 'Название вуза — до 200 символов').optional(),
  share: z.boolean().default(false),
  source: z.string().trim().min(1, 'Укажи, откуда числа').max(200),
  numbers: z.object({
    margins: z.object({ top: limit('margin'), right: limit('margin'), bottom: limit('margin'), left: limit('margin') }),
    font: z.string().trim().min(2, 'Укажи шрифт').max(60).regex(/^[A-Za-z][A-Za-z0-9 -]+$/, 'Название шрифта — латиницей, как в Word'),
    size: limit('size'),
    lineSpacing: limit('lineSpacing'),
    firstLineIndent: limit('firstLineIndent'),
    alignment: z.enum(['both', 'left']),
    pageNumbers: z.enum(['bottom-center', 'bottom-right', 'top-center', 'top-right']),
  }),
})

export async function saveFormatProfile(o: { db: Db; caller: Caller; input: unknown }): Promise<TProfileListItem> {
  if (o.caller.role !== 'authenticated') throw new AppError('UNAUTHENTICATED')
  const parsed = ZSaveProfileInput.safeParse(o.input)
  if (!parsed.success) throw new AppError('BAD_REQUEST', parsed.error.issues[0]?.message ?? 'Проверь числа профиля')
  const v = parsed.data
  const university = v.university || null
  if (v.share && !university) throw new AppError('BAD_REQUEST', PROFILE_MESSAGES.university)
  const userId = o.caller.userId
  const id = crypto.randomUUID()
  const source = `Методичка «${v.source}», числа подтвердил студент`
  const profile = profileFromGuide(GOST_7_32, v.numbers, { id, name: v.name, source })
  return asService(o.db, async (tx) => {
    // One at a time per client, so two saves at once cannot both pass the count.
    await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`format-profiles:${userId}`])
    const [count] = await tx.query<{ n: number }>('select count(*)::int as n from public.format_profiles where user_id = $1', [userId])
    if ((count?.n ?? 0) >= MAX_PER_USER) throw new AppError('CONFLICT', PROFILE_MESSAGES.tooMany)
    const [row] = await tx.query<TRow>(
      `insert into public.format_profiles (id, user_id, name, university, source, profile, review) values ($1::uuid, $2, $3, $4, $5, $6::text::jsonb, $7)
       returning ${COLUMNS}`,
      [id, userId, v.name, university, source, JSON.stringify(profile), v.share ? 'submitted' : 'private'],
    )
    return item(row!, o.caller)
  })
}
