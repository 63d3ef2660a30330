// Loads the exam bench through Vite's SSR loader (the app's schema comes in with `import.meta.glob` and `?raw`).
// `node scripts/bench-exam.mjs` runs it alone; `npm run bench` runs it with the rest.
import { createServer } from 'vite'
import { pathToFileURL } from 'node:url'

export async function benchExam() {
  const vite = await createServer({ configFile: false, logLevel: 'error', appType: 'custom', server: { middlewareMode: true, hmr: false, watch: null } })
  try {
    const mod = await vite.ssrLoadModule('/scripts/bench-exam.ts')
    return await mod.benchExam()
  } finally {
    await vite.close()
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { driver, rows } = await benchExam()
  console.log(`\nExam tickets (${driver}), in process:`)
  console.table(rows)
}
