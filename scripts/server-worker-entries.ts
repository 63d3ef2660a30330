// A build plugin for the Node server: `new URL('./name.worker.ts', import.meta.url)` in server code becomes a chunk of
// its own, dist/server/name.worker.mjs, and the expression that file's URL, so a child process (or thread) can be
// started from it. Vite does this for browser workers only; from source the expression stays the .ts file
// (edge/ocr/child-documents.ts bundles it for development). The path is written relative to the chunk that holds the
// expression, once chunks have their names: `import.meta.ROLLUP_FILE_URL_…` would make the file an asset of the
// server entry, which Vike moves into dist/client (served to anyone, and missing beside the server).
import { basename, dirname, relative, resolve } from 'node:path'
import type { Plugin } from 'vite'

const WORKER_URL = /new URL\(\s*(['"])(\.\.?\/[\w./-]+\.worker\.ts)\1\s*,\s*import\.meta\.url\s*\)/g
const PLACEHOLDER = /__campus_worker_([\w$-]+)__/g

export function serverWorkerEntries(): Plugin {
  return {
    name: 'campus:server-worker-entries',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'ssr',
    transform: {
      filter: { code: /\.worker\.ts/ },
      handler(code, id) {
        if (!code.match(WORKER_URL)) return null
        const out = code.replace(WORKER_URL, (_all, _quote: string, path: string) => {
          const ref = this.emitFile({ type: 'chunk', id: resolve(dirname(id), path), fileName: basename(path).replace(/\.ts$/, '.mjs') })
          return `new URL(${JSON.stringify(`__campus_worker_${ref}__`)}, import.meta.url)`
        })
        return { code: out, map: null }
      },
    },
    renderChunk(code, chunk) {
      if (!code.includes('__campus_worker_')) return null
      const out = code.replace(PLACEHOLDER, (_all, ref: string) => {
        const path = relative(dirname(chunk.fileName), this.getFileName(ref)).replaceAll('\\', '/')
        return path.startsWith('.') ? path : `./${path}`
      })
      return { code: out, map: null }
    },
  }
}
