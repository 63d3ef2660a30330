// The GOST DOCX of a catalogue referat (edge/documents/essay-docx.ts) from its whole text. Until the AI referat order
// sells it, only the server itself (service role) and administrators may build it: the text is not for guests.
import type { AppDeps } from '../context'
import type { Caller } from '../db/port'
import { asService } from '../db/port'
import { AppError } from '../http/errors'
import { buildEssayDocx } from '../documents/essay-docx'
import type { TWorkDocumentInput } from '../../domain/essay/work-document'
import type { TReferatSection } from '../../domain/referat/referat-types'
import { DEMO_REFERAT_LABEL } from '../../domain/referat/referat-slug'
import { ADMIN_ROLE_ID } from '../../domain/admin/access'

export const DEMO_REFERAT_NOTICE = `${DEMO_REFERAT_LABEL}: его написал встроенный демо-генератор, а не языковая модель. Это образец оформления, а не источник фактов.`

const paragraphsOf = (text: string) => text.split(/\n+/).map((p) => p.trim()).filter(Boolean)
const orDots = (p: string[]) => (p.length ? p : ['…'])

export async function buildReferatDocx(o: { deps: AppDeps; caller: Caller; id: string }): Promise<{ bytes: Uint8Array; fileName: string }> {
  if (o.caller.role === 'anon') throw new AppError('UNAUTHENTICATED')
  if (!/^\d{1,18}$/.test(o.id)) throw new AppError('NOT_FOUND', 'Такого реферата нет')
  const caller = o.caller
  const found = await asService(o.deps.db, async (tx) => {
    if (caller.role === 'authenticated') {
      const [user] = await tx.query<{ role_id: number }>(`select role_id from public.users where id = $1::uuid`, [caller.userId])
      if (Number(user?.role_id) !== ADMIN_ROLE_ID) throw new AppError('FORBIDDEN')
    }
    const [row] = await tx.query<{ topic: string; title: string; outline: { title: string; subchapters: { title: string }[] }[]; references: string[]; is_demo: boolean; sections: TReferatSection[] }>(
      `select r.topic, r.title, r.outline, r."references", r.is_demo, t.sections
       from public.referats r join private.referat_texts t on t.referat_id = r.id where r.id = $1::bigint and r.status = 'published'`,
      [o.id],
    )
    return row
  })
  if (!found) throw new AppError('NOT_FOUND', 'Такого реферата нет')
  const bytes = await buildEssayDocx(referatDocument(found), { ...(found.is_demo && { notice: DEMO_REFERAT_NOTICE, demo: true }) })
  return { bytes, fileName: `${found.title.slice(0, 120)}.docx` }
}

/**
 * Sections are stored in reading order: introduction, each chapter (then its subchapters), conclusion. The title page
 * is the client's saved one when given (domain/auth/title-page.ts workTitlePageFromSaved), else only the work type and year.
 */
export function referatDocument(
  r: { title: string; outline: { title: string; subchapters: { title: string }[] }[]; references: string[]; sections: TReferatSection[] },
  titlePage: TWorkDocumentInput['titlePage'] = { workTypeLabel: 'Реферат', year: new Date().getFullYear() },
): TWorkDocumentInput {
  let at = 1
  const next = () => paragraphsOf(r.sections[at++]?.text ?? '')
  return {
    workType: 'Реферат',
    topic: r.title,
    titlePage,
    introduction: { paragraphs: orDots(paragraphsOf(r.sections[0]?.text ?? '')) },
    chapters: r.outline.map((c) => {
      const own = next()
      const subchapters = c.subchapters.map((s) => ({ title: s.title, paragraphs: orDots(next()) }))
      return { title: c.title, paragraphs: own, subchapters }
    }),
    conclusion: { paragraphs: orDots(paragraphsOf(r.sections[r.sections.length - 1]?.text ?? '')) },
    references: r.references,
  }
}
