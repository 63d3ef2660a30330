// npm run library:import <file.jsonl> – loads ready library works into DATABASE_URL or the PGlite in DATA_DIR:
// validated row by row, upserted by slug (a re-run changes nothing), refused rows reported with their line and reason.
import { readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { importLibraryWorks } from '../edge/library/import-library-works'
import { openScriptDb } from './script-db'

const file = process.argv[2]
if (!file) {
  console.error('Укажите файл: npm run library:import <файл.jsonl>')
  process.exit(2)
}
const text = await readFile(resolve(file), 'utf8').catch((e: NodeJS.ErrnoException) => {
  console.error(`Не удалось прочитать ${file}: ${e.code === 'ENOENT' ? 'файла нет' : e.message}`)
  process.exit(2)
})

const { db } = await openScriptDb()

// A bar redrawn in place on a terminal; plain lines every tenth otherwise (a log file or CI).
const tty = process.stdout.isTTY
let lastTenth = -1
const progress = (done: number, total: number) => {
  const share = total ? done / total : 1
  if (tty) {
    const width = 30
    const filled = Math.round(share * width)
    process.stdout.write(`\r[${'█'.repeat(filled)}${'░'.repeat(width - filled)}] ${done}/${total}`)
    if (done === total) process.stdout.write('\n')
  } else if (Math.floor(share * 10) > lastTenth) {
    lastTenth = Math.floor(share * 10)
    console.log(`Обработано строк: ${done} из ${total}`)
  }
}

const report = await importLibraryWorks({ db, text, onProgress: progress })
await db.close()

console.log(`Строк: ${report.total}. Добавлено: ${report.inserted}, обновлено: ${report.updated}, без изменений: ${report.unchanged}, не принято: ${report.refused.length}.`)
if (report.refused.length) {
  console.log('Не принятые строки:')
  for (const r of report.refused) console.log(`  строка ${r.line}${r.slug ? ` (${r.slug})` : ''}: ${r.reason}`)
  process.exitCode = 1
}
