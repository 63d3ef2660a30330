// The format check bench (scripts/bench-format-check.ts) through tsx; `node scripts/bench-format-check.mjs` runs it
// alone, `npm run bench` with the rest.
import { tsImport } from 'tsx/esm/api'
import { pathToFileURL } from 'node:url'

export const FORMAT_CHECK_TITLE = 'Нормоконтроль of a 60-page DOCX (and a ~300-page one): check, and fix of a copy spoiled everywhere (goal for 60 pages: check < 2 s, fix < 3 s), in process, ms:'

export async function benchFormatCheck() {
  const mod = await tsImport('./bench-format-check.ts', import.meta.url)
  return mod.benchFormatCheck()
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(`\n${FORMAT_CHECK_TITLE}`)
  console.table(await benchFormatCheck())
}
