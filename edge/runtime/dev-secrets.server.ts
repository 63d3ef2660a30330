// Development secrets kept in DATA_DIR/secrets.json: generated on first start, reused on later ones, readable by the
// owner only (0600), created atomically (a second process starting at the same moment reads the first one's file),
// and printed nowhere. Production never gets here: there the secrets come from the environment.
import { randomBytes } from 'node:crypto'
import { chmod, link, mkdir, open, readFile, rename, stat, unlink } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { randomSecret, type TGeneratedSecrets } from '../settings'

export const DEV_SECRETS_FILE = 'secrets.json'

const KEYS = ['APP_JWT_SECRET', 'TESTBANK_SECRET'] as const satisfies (keyof TGeneratedSecrets)[]
// The shortest stored value taken as a secret; a shorter one is a damaged file, not a weak secret to go on with.
const MIN_LENGTH = 32

export class DevSecretsError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'DevSecretsError'
  }
}

/** Writes `text` to a new 0600 file beside `path` and returns its name (the caller links or renames it into place). */
async function writePrivateTemp(path: string, text: string): Promise<string> {
  const temp = `${path}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`
  const file = await open(temp, 'wx', 0o600)
  try {
    await file.writeFile(text)
    await file.sync()
  } finally {
    await file.close()
  }
  return temp
}

async function readStored(path: string): Promise<Partial<Record<(typeof KEYS)[number], unknown>> | null> {
  let text: string
  try {
    text = await readFile(path, 'utf8')
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw new DevSecretsError(`Не удалось прочитать ${path}: ${(e as Error).message}`)
  }
  try {
    const parsed: unknown = JSON.parse(text)
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed
  } catch {
    // reported below
  }
  throw new DevSecretsError(`Файл ${path} повреждён: удалите его, и сервер создаст новые секреты (войти придётся заново)`)
}

/**
 * The secrets in `dataDir`, made on the first call; a key added in a later version is generated and stored too. (So a
 * file from before APP_JWT_SECRET gets a new one, and its sessions end; the SUPABASE_JWT_SECRET it kept signs nothing.)
 */
export async function loadDevSecrets(dataDir: string): Promise<TGeneratedSecrets> {
  const dir = resolve(dataDir)
  await mkdir(dir, { recursive: true, mode: 0o700 })
  const path = join(dir, DEV_SECRETS_FILE)
  for (let attempt = 0; attempt < 3; attempt++) {
    const stored = await readStored(path)
    const valid = (v: unknown): v is string => typeof v === 'string' && v.length >= MIN_LENGTH
    if (stored && KEYS.every((k) => valid(stored[k]))) {
      // A file someone widened by hand is narrowed back: it signs every session of this server.
      if (process.platform !== 'win32' && ((await stat(path)).mode & 0o077) !== 0) await chmod(path, 0o600)
      return { APP_JWT_SECRET: stored.APP_JWT_SECRET as string, TESTBANK_SECRET: stored.TESTBANK_SECRET as string }
    }
    if (stored && KEYS.some((k) => k in stored && !valid(stored[k]))) {
      throw new DevSecretsError(`Файл ${path} повреждён: удалите его, и сервер создаст новые секреты (войти придётся заново)`)
    }
    const next = { ...stored, ...Object.fromEntries(KEYS.filter((k) => !valid(stored?.[k])).map((k) => [k, randomSecret()])) }
    const temp = await writePrivateTemp(path, `${JSON.stringify(next, null, 2)}\n`)
    try {
      if (stored) {
        // Adding a key to an existing file: replace it whole, never leave it half-written.
        await rename(temp, path)
      } else {
        // First start: link() refuses to overwrite, so of two servers starting at once only one file wins and both
        // read it on the next turn of the loop.
        await link(temp, path).catch((e: NodeJS.ErrnoException) => {
          if (e.code !== 'EEXIST') throw e
        })
      }
    } finally {
      await unlink(temp).catch(() => {})
    }
  }
  throw new DevSecretsError(`Не удалось создать ${path}`)
}
