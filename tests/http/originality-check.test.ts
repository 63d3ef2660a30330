// The originality check of a finished text work over POST /graphql: a section copied from a library work is found by
// the job with that work's page and the copied fragment; the check is one per text version; an edit makes it stale and a
// new check follows; another client can neither read nor start a check of the work; finishing a work queues its text
// for the index, so the next client's copy of it is found as «другая работа сервиса».
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { AppDeps } from '../../edge/context'
import { asService } from '../../edge/db/port'
import { importLibraryWorks } from '../../edge/library/import-library-works'
import { PRIVATE_SOURCE_TITLE } from '../../edge/originality/check-text'
import type { TestDb } from '../helpers/test-db'
import { runJobsUntilIdle } from '../helpers/jobs'
import { approveOutline, completeEssay, essayOnOutline } from '../helpers/essay-orders'
import { gql, phoneClients } from './auth-support'
import { useTestApp, type TTestApp } from '../helpers/test-app'

let t: TestDb
let deps: AppDeps
let app: TTestApp
useTestApp((made) => ({ t, deps, app } = made))

const client = phoneClients('10.94.0', () => ({ app, db: t.db }))

const CHECK = `id status originality words matchedWords sources { title path share } fragments { start end excerpt sources } errorMessage isCurrent`
const START = `mutation($id: ID!) { checkOriginality(kind: TEXT_WORK, id: $id) { ${CHECK} } }`
const READ = `query($id: ID!) { originalityCheck(kind: TEXT_WORK, id: $id) { ${CHECK} } }`
const SAVE = `mutation($id: ID!, $key: String!, $text: String!) { saveEditedAiEssayOrderFinalText(aiEssayOrderId: $id, sectionKey: $key, text: $text, origin: EDIT) { id } }`
const TEXT = `query($id: ID!) { getAiEssayOrderById(id: $id) { finalText { key title text } } }`

type TCheck = { id: string; status: string; originality: number | null; words: number; sources: { title: string; path: string | null; share: number }[]; fragments: { start: number; end: number; excerpt: string; sources: number[] }[]; isCurrent: boolean }

async function finishedWork(phone: number, topic: string) {
  const c = await client(phone)
  const { id, outline } = await essayOnOutline(app, deps, c.headers, topic, 4)
  expect(await approveOutline(app, deps, c.headers, id, outline)).toBe(4)
  await completeEssay(app, deps, c.headers, id, 2)
  const sections = (await gql(app, TEXT, { id }, c.headers)).data.getAiEssayOrderById.finalText as { key: string; text: string }[]
  return { c, id, sections }
}

/** The library work with the longest answer, indexed. */
async function indexedLibraryWork() {
  const report = await importLibraryWorks({ db: t.db, text: await readFile(join(process.cwd(), 'tests', 'fixtures', 'library', 'history.jsonl'), 'utf8') })
  expect(report.refused).toEqual([])
  await runJobsUntilIdle(t.db, deps)
  const [work] = await asService(t.db, (tx) =>
    tx.query<{ id: string; title: string; answer: string; slug: string }>(`select id::text as id, title, answer, slug from public.library_works order by length(answer) desc limit 1`),
  )
  return work!
}

describe('the originality check of a text work', () => {
  it('finds a section copied from a library work, with its page and the fragment, once per version, stale after an edit', async () => {
    const work = await indexedLibraryWork()
    const { c, id, sections } = await finishedWork(200, 'Цифровая экономика и её влияние на рынок труда')
    expect(await asService(t.db, (tx) => tx.query(`select 1 from private.originality_documents where kind = 'library_work' and source_id = $1`, [work.id]))).toHaveLength(1)

    // Nothing checked yet.
    expect((await gql(app, READ, { id }, c.headers)).data.originalityCheck).toBeNull()
    const copiedKey = sections[1]!.key
    expect((await gql(app, SAVE, { id, key: copiedKey, text: work.answer }, c.headers)).errors).toBeUndefined()

    const started = (await gql(app, START, { id }, c.headers)).data.checkOriginality as TCheck
    expect(started).toMatchObject({ status: 'QUEUED', originality: null, isCurrent: true })
    // Asking again for the same text is the same check.
    expect(((await gql(app, START, { id }, c.headers)).data.checkOriginality as TCheck).id).toBe(started.id)
    await runJobsUntilIdle(t.db, deps)

    const done = (await gql(app, READ, { id }, c.headers)).data.originalityCheck as TCheck
    expect(done).toMatchObject({ id: started.id, status: 'DONE', isCurrent: true })
    expect(done.originality).toBeGreaterThan(0)
    expect(done.originality).toBeLessThan(100)
    const source = done.sources.findIndex((s) => s.title === work.title)
    expect(done.sources[source]).toMatchObject({ path: expect.stringContaining(`/${work.slug}/`) })
    const fromWork = done.fragments.filter((f) => f.sources.includes(source))
    expect(fromWork.length).toBeGreaterThan(0)
    for (const f of fromWork) expect(work.answer).toContain(f.excerpt.slice(0, 60))

    // An edit makes the check stale; the next one is a new check of the new version.
    const own = 'Собственный абзац студента о том, как изменились представления историков об эпохе преобразований.'
    expect((await gql(app, SAVE, { id, key: copiedKey, text: own }, c.headers)).errors).toBeUndefined()
    expect(((await gql(app, READ, { id }, c.headers)).data.originalityCheck as TCheck).isCurrent).toBe(false)
    const again = (await gql(app, START, { id }, c.headers)).data.checkOriginality as TCheck
    expect(again.id).not.toBe(started.id)
    await runJobsUntilIdle(t.db, deps)
    const after = (await gql(app, READ, { id }, c.headers)).data.originalityCheck as TCheck
    expect(after).toMatchObject({ status: 'DONE', isCurrent: true })
    expect(after.sources.some((s) => s.title === work.title)).toBe(false)
    expect(after.originality!).toBeGreaterThan(done.originality!)

    // Another client sees nothing and cannot start a check of it.
    const other = await client(201)
    for (const q of [READ, START]) {
      const res = await gql(app, q, { id }, other.headers)
      expect(res.errors?.[0]?.extensions?.code).toBe('NOT_FOUND')
    }
  })

  it('indexes a finished work, so another client copying it is shown «другая работа сервиса» without its title', async () => {
    const first = await finishedWork(210, 'Цифровая экономика и её влияние на рынок труда')
    await runJobsUntilIdle(t.db, deps)
    const indexed = await asService(t.db, (tx) => tx.query<{ owner_key: string }>(`select owner_key from private.originality_documents where kind = 'text_work' and source_id = $1`, [first.id]))
    expect(indexed).toHaveLength(1)
    expect(indexed[0]!.owner_key).toMatch(/^u:/)

    const second = await finishedWork(211, 'Цифровая экономика и её влияние на рынок труда')
    const copied = first.sections.map((s) => s.text).join('\n')
    expect((await gql(app, SAVE, { id: second.id, key: second.sections[1]!.key, text: copied.slice(0, 9000) }, second.c.headers)).errors).toBeUndefined()
    await gql(app, START, { id: second.id }, second.c.headers)
    await runJobsUntilIdle(t.db, deps)
    const check = (await gql(app, READ, { id: second.id }, second.c.headers)).data.originalityCheck as TCheck
    expect(check.status).toBe('DONE')
    expect(check.sources[0]).toMatchObject({ title: PRIVATE_SOURCE_TITLE, path: null })
    expect(JSON.stringify(check.sources)).not.toContain('Цифровая экономика')
  })
})
