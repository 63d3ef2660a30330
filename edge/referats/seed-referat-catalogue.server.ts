// First start: an empty catalogue gets the committed topic list (content/referats/topics.tsv) queued, and the
// in-process worker writes the referats in the background with whatever AI port the server has (demo by default).
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Db } from '../db/port'
import { asService } from '../db/port'
import type { Logger } from '../log'
import { parseReferatTopics } from '../../domain/referat/referat-topics'
import { enqueueReferatTopics } from './enqueue-referat-topics'

const STARTER_TOPICS_FILE = join('content', 'referats', 'topics.tsv')

export async function seedReferatCatalogue(o: { db: Db; log: Logger; file?: string }): Promise<number> {
  const [any] = await asService(o.db, (tx) => tx.query<{ id: string }>(`select id::text as id from public.referats limit 1`))
  if (any) return 0
  const queued = (await queueStarterReferats(o)).filter((t) => t.outcome === 'queued').length
  o.log.info(`referat catalogue: queued ${queued} starter referats`)
  return queued
}

/**
 * The committed topic list queued whatever the catalogue holds (`npm run content:load`): a topic already written is
 * left alone, a failed one queued again.
 */
export async function queueStarterReferats(o: { db: Db; log: Logger; file?: string }) {
  const { topics, errors } = parseReferatTopics(await readFile(o.file ?? join(process.cwd(), STARTER_TOPICS_FILE), 'utf8'))
  for (const e of errors) o.log.warn('starter referat topic refused', { ...e })
  return enqueueReferatTopics({ db: o.db, topics })
}
