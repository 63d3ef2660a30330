// The Node document reader (issue 29, finding 1): each document is parsed in a child process of its own
// (document.worker.ts) under three caps, and killed on overrun with «Файл слишком сложный для распознавания».
// - time: the CPU time the child spent, read from /proc (a 5 KB PDF of a million text operators kept pdf.js busy for
//   50 s), so a document is judged by its own work and not by how busy the machine is; a wall-clock limit several
//   times longer backs it up (and is the only one where /proc is missing);
// - memory: the V8 heap by --max-old-space-size, and the whole process by its resident size read from /proc, because
//   pdf.js keeps a decoded stream in one ArrayBuffer outside the heap (a 2 KB PDF decoded to 2.7 GB);
// - pages: the first 30 only.
// A process rather than a worker thread: its memory can be measured and given back whole, and an abort in it (a
// native allocation failure) takes only it down. The server's event loop only waits on a pipe.
import { fork, type ChildProcess } from 'node:child_process'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { setPriority } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { OcrError, tooComplex, type TDocumentKind, type TDocumentReader } from './port'
import { PDF_MAX_PAGES } from './text-extract'
import { RECOGNITION_LIMITS, RECOGNITION_MESSAGES } from '../../domain/recognition/recognition'

export type TDocumentRequest = { kind: TDocumentKind; bytes: Uint8Array; maxPages: number; maxChars: number }
export type TDocumentReply = { ok: true; text: string } | { ok: false; kind: OcrError['kind']; message?: string; detail?: string }

export type TChildDocumentsOptions = {
  /** The CPU time a parse may spend (start-up included); it is given up as too complex beyond. */
  timeoutMs: number
  /** The child's resident size limit; its V8 heap gets half of it. */
  memoryMb: number
  maxPages?: number
}

// Built: the bundler turns this into dist/server/document.worker.mjs (scripts/server-worker-entries.ts); from source
// it stays the .ts file, bundled once per process (workerScript).
const WORKER_URL = new URL('./document.worker.ts', import.meta.url)
const RSS_POLL_MS = 50
// Linux's USER_HZ, the unit of /proc/<pid>/stat's CPU times, is 100 on every architecture Node runs on.
const CLOCK_TICKS_PER_S = 100
/** The wall-clock backstop for a CPU budget: a starved child on a loaded machine gets its CPU time, within reason. */
const wallBackstopMs = (cpuMs: number) => Math.max(10 * cpuMs, cpuMs + 60_000)
const CHILD_NICENESS = 10
// Linux reports resident pages; other systems keep the heap cap and the timer only.
const PAGE_BYTES = 4096
// Enough for the tidy-up to cut from (runs of spaces collapse), far below what could strain the pipe.
const MAX_CHARS = RECOGNITION_LIMITS.maxTextChars * 4

let devScript: Promise<string> | undefined

/**
 * The script each child runs. From source (tests, `vike dev`) the worker is bundled once per process with esbuild into
 * node_modules/.cache (packages stay imports, resolved from there): a child under tsx spent a second of CPU compiling
 * before it parsed anything, on the cores the server needs.
 */
function workerScript(): Promise<string> {
  const path = fileURLToPath(WORKER_URL)
  if (!path.endsWith('.ts')) return Promise.resolve(path)
  return (devScript ??= (async () => {
    const { build } = await import('esbuild')
    const out = await build({ entryPoints: [path], bundle: true, platform: 'node', format: 'esm', packages: 'external', write: false, logLevel: 'silent' })
    const nodeModules = createRequire(import.meta.url).resolve('unpdf').replace(/[\\/]node_modules[\\/]unpdf[\\/].*$/, '/node_modules')
    const file = join(nodeModules, '.cache', 'campus', 'document.worker.mjs')
    await mkdir(dirname(file), { recursive: true })
    // Written aside and renamed: test processes bundle side by side, and a child never reads a half-written file.
    const temp = `${file}.${process.pid}.tmp`
    await writeFile(temp, out.outputFiles[0]!.contents)
    await rename(temp, file)
    return file
  })())
}

async function residentBytes(pid: number): Promise<number | null> {
  try {
    const statm = await readFile(`/proc/${pid}/statm`, 'utf8')
    return Number(statm.split(' ')[1]) * PAGE_BYTES
  } catch {
    return null
  }
}

/** User plus system CPU time of a process, ms; null where /proc cannot tell (not Linux, or the process is gone). */
async function cpuMsOf(pid: number): Promise<number | null> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8')
    // The command name (field 2) may hold spaces and parentheses: count fields after its closing one.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    const ticks = Number(fields[11]) + Number(fields[12])
    return Number.isFinite(ticks) ? (ticks * 1000) / CLOCK_TICKS_PER_S : null
  } catch {
    return null
  }
}

/** The parse yields the cores to the server (and its children inherit that): a hostile file slows only itself. */
function lowerPriority(pid: number | undefined) {
  try {
    if (pid) setPriority(pid, CHILD_NICENESS)
  } catch {
    // Not permitted here (some containers): the caps still hold.
  }
}

function toError(reply: Extract<TDocumentReply, { ok: false }>): OcrError {
  return new OcrError(reply.kind, reply.message ?? RECOGNITION_MESSAGES.failed, reply.detail)
}

export function childDocuments(o: TChildDocumentsOptions): TDocumentReader {
  const heapMb = Math.max(64, Math.floor(o.memoryMb / 2))
  const memoryBytes = o.memoryMb * 1024 * 1024
  // Asked for now, at start-up: from source, esbuild's first call checks its binary synchronously.
  const ready = workerScript()
  ready.catch(() => {})
  return {
    text: async (kind, bytes) => {
      const script = await ready
      return new Promise<string>((resolve, reject) => {
        let child: ChildProcess
        try {
          // No environment: the child needs none of the server's settings or secrets.
          child = fork(script, [], { execArgv: [`--max-old-space-size=${heapMb}`], env: {}, serialization: 'advanced', stdio: ['ignore', 'ignore', 'pipe', 'ipc'] })
        } catch (e) {
          reject(new OcrError('transient', RECOGNITION_MESSAGES.failed, `document reader did not start: ${String(e)}`))
          return
        }
        lowerPriority(child.pid)
        let settled = false
        let stderr = ''
        // Until /proc answers for this child, the wall clock alone keeps the time cap.
        let cpuKnown = false
        const finish = (outcome: { text: string } | { error: OcrError }) => {
          if (settled) return
          settled = true
          clearTimeout(timer)
          clearInterval(watch)
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
          if ('text' in outcome) resolve(outcome.text)
          else reject(outcome.error)
        }
        const overTime = (detail: string) => finish({ error: tooComplex(`document parse over ${o.timeoutMs} ms ${detail}`) })
        const wallMs = wallBackstopMs(o.timeoutMs)
        const started = Date.now()
        const timer = setTimeout(() => overTime(`(wall clock ${wallMs} ms)`), wallMs)
        const watch = setInterval(() => {
          const pid = child.pid
          if (!pid) return
          void residentBytes(pid).then((rss) => {
            if (rss !== null && rss > memoryBytes) finish({ error: tooComplex(`document parse over ${o.memoryMb} MB (${Math.round(rss / 1048576)} MB resident)`) })
          })
          void cpuMsOf(pid).then((cpu) => {
            if (cpu !== null) cpuKnown = true
            if (cpu !== null && cpu > o.timeoutMs) overTime(`of CPU time`)
            else if (!cpuKnown && Date.now() - started > o.timeoutMs) overTime(`(no CPU time to read)`)
          })
        }, RSS_POLL_MS)
        child.stderr?.on('data', (d: Buffer) => {
          if (stderr.length < 2000) stderr += d.toString('utf8')
        })
        child.on('message', (m: { ready: true } | TDocumentReply) => {
          if ('ready' in m) child.send({ kind, bytes, maxPages: o.maxPages ?? PDF_MAX_PAGES, maxChars: MAX_CHARS } satisfies TDocumentRequest)
          else finish(m.ok ? { text: m.text } : { error: toError(m) })
        })
        child.on('error', (e) => finish({ error: new OcrError('transient', RECOGNITION_MESSAGES.failed, `document reader failed: ${String(e)}`) }))
        // An end before the answer: the heap cap (V8 aborts), a crash inside the parser. 'close', not 'exit': it comes
        // after the last message, so an answer sent just before exiting is never taken for a crash.
        child.on('close', (code, signal) => finish({ error: tooComplex(`document reader exited (${signal ?? code}): ${stderr.slice(-300)}`) }))
      })
    },
  }
}
