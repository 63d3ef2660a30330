// Tesseract adapter: the `tesseract` CLI (Debian tesseract-ocr with the rus and eng models) reads the image from stdin
// and writes the text to stdout, under a time limit and an output cap. Without the binary or either model (or on
// Workers, which cannot start processes) images answer «Распознавание изображений недоступно на этом сервере».
import { RECOGNITION_MESSAGES } from '../../domain/recognition/recognition'
import { noText, OcrError, type TImageOcr } from './port'

export type TTesseractOptions = {
  /** The binary: a name on PATH or a path. */
  bin?: string
  timeoutMs?: number
}

const OUTPUT_CAP = 1024 * 1024
const LANGUAGES = ['rus', 'eng'] as const

type TRun = { code: number | null; stdout: string; stderr: string; timedOut: boolean }

const unavailable = (detail: string) => new OcrError('unavailable', RECOGNITION_MESSAGES.unavailable, detail)

async function run(bin: string, args: string[], input: Uint8Array | null, timeoutMs: number): Promise<TRun> {
  let spawn: typeof import('node:child_process').spawn
  try {
    ;({ spawn } = await import('node:child_process'))
  } catch (e) {
    throw unavailable(`no child processes here: ${String(e)}`)
  }
  return new Promise<TRun>((resolve, reject) => {
    let child: ReturnType<typeof spawn>
    try {
      // One thread: the cores are shared with the server and the other jobs. The child gets none of the server's
      // environment (its secrets); a binary elsewhere than these folders is named by its path (TESSERACT_BIN).
      child = spawn(bin, args, { stdio: ['pipe', 'pipe', 'pipe'], env: { PATH: '/usr/local/bin:/usr/bin:/bin', OMP_THREAD_LIMIT: '1' } })
    } catch (e) {
      reject(unavailable(`spawn failed: ${String(e)}`))
      return
    }
    const out: Buffer[] = []
    const err: Buffer[] = []
    let outBytes = 0
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = true
      child.kill('SIGKILL')
    }, timeoutMs)
    child.stdout!.on('data', (d: Buffer) => {
      outBytes += d.length
      if (outBytes <= OUTPUT_CAP) out.push(d)
      else child.kill('SIGKILL')
    })
    child.stderr!.on('data', (d: Buffer) => {
      if (err.length < 64) err.push(d)
    })
    child.on('error', (e: NodeJS.ErrnoException) => {
      clearTimeout(timer)
      reject(e.code === 'ENOENT' ? unavailable(`${bin} not found`) : new OcrError('transient', RECOGNITION_MESSAGES.failed, String(e)))
    })
    child.on('close', (code) => {
      clearTimeout(timer)
      resolve({ code, stdout: Buffer.concat(out).toString('utf8'), stderr: Buffer.concat(err).toString('utf8'), timedOut })
    })
    // A process that exits before reading all of stdin (a bad image) closes the pipe: not an error of ours.
    child.stdin!.on('error', () => {})
    child.stdin!.end(input ?? undefined)
  })
}

export function tesseractOcr(opts: TTesseractOptions = {}): TImageOcr {
  const bin = opts.bin ?? 'tesseract'
  const timeoutMs = opts.timeoutMs ?? 60_000
  // Asked once per process: which models are installed.
  let probe: Promise<void> | undefined
  const ready = () =>
    (probe ??= run(bin, ['--list-langs'], null, 10_000).then((r) => {
      const langs = new Set(r.stdout.split('\n').map((l) => l.trim()))
      const missing = LANGUAGES.filter((l) => !langs.has(l))
      if (r.code !== 0 || missing.length) throw unavailable(`tesseract models missing: ${missing.join(', ') || r.stderr.slice(0, 200)}`)
    })).catch((e: unknown) => {
      // A missing binary stays missing; anything else is asked again next time.
      if (!(e instanceof OcrError && e.kind === 'unavailable')) probe = undefined
      throw e
    })
  return {
    name: 'tesseract',
    accepts: ['image/png', 'image/jpeg', 'image/bmp', 'image/webp'],
    async recognize(bytes) {
      await ready()
      const r = await run(bin, ['stdin', 'stdout', '-l', LANGUAGES.join('+')], bytes, timeoutMs)
      if (r.timedOut) throw new OcrError('unreadable', RECOGNITION_MESSAGES.failed, `tesseract timed out after ${timeoutMs} ms`)
      // Leptonica refuses what it cannot decode (a PNG header with garbage behind it): no text, not a server fault.
      if (r.code !== 0) throw noText(`tesseract exit ${r.code}: ${r.stderr.slice(0, 300)}`)
      return r.stdout
    },
  }
}
