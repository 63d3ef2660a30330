// bootNode on a database that does not answer: exit code 1 and one Russian line with its host and port, no password,
// no stack. (tests/e2e/boot.e2e.ts checks the same on the built server, as `npm start` runs it.)
import { createServer } from 'node:net'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { bootNode } from './node.server'

class Exited extends Error {
  constructor(readonly code: number | string | null | undefined) {
    super(`process.exit(${code})`)
  }
}

const deadPort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = createServer()
    srv.once('error', reject)
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address()
      srv.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })

afterEach(() => {
  vi.unstubAllEnvs()
  vi.restoreAllMocks()
})

describe('bootNode', () => {
  it('exits 1 with one clear line when DATABASE_URL points at a dead port', async () => {
    const port = await deadPort()
    vi.stubEnv('APP_ENV', 'test')
    vi.stubEnv('LOG_LEVEL', 'silent')
    vi.stubEnv('APP_JWT_SECRET', 'x'.repeat(40))
    vi.stubEnv('TESTBANK_SECRET', 'y'.repeat(40))
    vi.stubEnv('DATABASE_URL', `postgres://postgres:hunter2-secret@127.0.0.1:${port}/test`)
    const exit = vi.spyOn(process, 'exit').mockImplementation((code) => {
      throw new Exited(code)
    })
    const printed: unknown[][] = []
    vi.spyOn(console, 'error').mockImplementation((...args) => void printed.push(args))
    vi.spyOn(console, 'log').mockImplementation((...args) => void printed.push(args))

    const started = Date.now()
    await expect(bootNode()).rejects.toBeInstanceOf(Exited)
    expect(exit).toHaveBeenCalledWith(1)
    expect(printed).toEqual([[`Не удалось подключиться к базе данных 127.0.0.1:${port}: соединение отклонено`]])
    // Gives up at once rather than retrying for ever; the bound is loose for a busy machine.
    expect(Date.now() - started).toBeLessThan(15_000)
  })
})
