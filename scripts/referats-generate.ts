// npm run referats:generate <topics.txt> – validates a topic list (subject-slug<TAB>topic a line) and queues one
// `referat.generate` job per new or failed topic; the server's worker writes them. Prints what it queued and refused.
import { readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { parseReferatTopics } from '../domain/referat/referat-topics'
import { enqueueReferatTopics } from '../edge/referats/enqueue-referat-topics'
import { openScriptDb } from './script-db'

const file = process.argv[2]
if (!file) {
  console.error('Укажите файл с темами: npm run referats:generate <topics.txt> (строка: предмет<TAB>тема)')
  process.exit(1)
}
const text = await readFile(resolve(file), 'utf8').catch((e: unknown) => {
  console.error(`Не удалось прочитать ${file}: ${(e as Error).message}`)
  process.exit(1)
})
const { topics, errors } = parseReferatTopics(text)
for (const e of errors) console.error(`строка ${e.line}: ${e.message} — ${e.text}`)

const { db } = await openScriptDb({ seed: false })
const result = await enqueueReferatTopics({ db, topics })
const label = { queued: 'в очереди', requeued: 'снова в очереди', exists: 'уже есть', 'unknown-subject': 'нет такого предмета' } as const
for (const r of result) console.log(`${label[r.outcome]}\t${r.subjectSlug}\t${r.topic}${r.referatId ? `\t#${r.referatId}` : ''}`)
const count = (k: keyof typeof label) => result.filter((r) => r.outcome === k).length
console.log(`Итого: в очереди ${count('queued') + count('requeued')}, уже есть ${count('exists')}, отклонено ${errors.length + count('unknown-subject')}`)
await db.close()
if (errors.length || count('unknown-subject')) process.exitCode = 2
