// The answer to one exam ticket: the library first (its ranked search, the best of the first candidates accepted only
// above the match threshold of domain/exam/library-match.ts), otherwise the AI port with the versioned exam prompt.
import type { AppDeps } from '../context'
import { asService } from '../db/port'
import { searchLibraryWorks } from '../catalog/search-library-works'
import { textCall } from '../ai/prompts/prompt'
import { PROMPTS } from '../ai/prompts/registry'
import { isLibraryMatch, libraryMatchScore } from '../../domain/exam/library-match'
import type { TExamTicketSource } from '../../domain/exam/order-statuses'

/** Library candidates scored per ticket: the ranking puts the right work first or second when it exists at all. */
const CANDIDATES = 3
/** An AI answer longer than this is cut (the column holds 20 000). */
const MAX_ANSWER_CHARS = 8000

export type TTicketAnswer = { source: TExamTicketSource; answer: string; libraryWorkId: string | null; aiProvider: string | null; score?: number }

type TWorkRow = { id: string; slug: string; title: string; task: string; answer: string }

async function findLibraryAnswer(deps: Pick<AppDeps, 'db'>, question: string): Promise<{ workId: string; answer: string; score: number } | null> {
  const found = await searchLibraryWorks({ db: deps.db, q: question })
  const slugs = found.works.slice(0, CANDIDATES).map((w) => w.slug)
  if (!slugs.length) return null
  const rows = await asService(deps.db, (tx) =>
    tx.query<TWorkRow>(`select id::text as id, slug, title, task, answer from public.library_works where published and slug = any($1::text[])`, [slugs]),
  )
  let best: { workId: string; answer: string; score: number } | null = null
  for (const slug of slugs) {
    const row = rows.find((r) => r.slug === slug)
    if (!row) continue
    const match = libraryMatchScore(question, row)
    if (isLibraryMatch(match) && (!best || match.score > best.score)) best = { workId: row.id, answer: row.answer, score: match.score }
  }
  return best
}

export async function answerExamTicket(deps: AppDeps, t: { question: string; position: number }): Promise<TTicketAnswer> {
  const library = await findLibraryAnswer(deps, t.question)
  if (library) return { source: 'library', answer: library.answer, libraryWorkId: library.workId, aiProvider: null, score: library.score }
  const ai = deps.ports.ai
  const text = await ai.generateText(textCall(PROMPTS.examAnswer, { question: t.question, position: t.position }, { temperature: 0.3, maxTokens: 900 }))
  const answer = text.trim().slice(0, MAX_ANSWER_CHARS)
  return { source: 'ai', answer: answer || '—', libraryWorkId: null, aiProvider: ai.info.isDemo ? 'demo' : ai.info.model }
}
