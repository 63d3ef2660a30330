import { connect } from 'node:net'
import { describe, expect, it, vi } from 'vitest'
import { Hono } from 'hono'
import { serve } from 'srvx/node'
import { z } from 'zod'
import type { AppEnv } from '../context'
import { createLogger } from '../log'
import { GENERIC_ERROR } from '../../domain/errors'
import { AppError } from './errors'
import { errorResponse } from './error-response'
import { readJson } from './body'

function appThrowing(err: unknown) {
  const error = vi.fn()
  const app = new Hono<AppEnv>()
  app.get('/x', () => {
    throw err
  })
  app.onError((e, c) => errorResponse(e, c, { ...createLogger('silent'), error }))
  const get = async () => {
    const res = await app.request('/x')
    return { status: res.status, body: (await res.json()) as { error: Record<string, unknown> } }
  }
  return { get, error }
}

describe('REST error answers', () => {
  it('carry the code, its status, the text and the data the browser reacts to', async () => {
    const r = await appThrowing(new AppError('TOO_MANY_ATTEMPTS', 'Слишком много попыток, пожалуйста, попробуй позже', { retryAfterSeconds: 42 })).get()
    expect(r.status).toBe(429)
    expect(r.body).toEqual({ error: { code: 'TOO_MANY_ATTEMPTS', message: 'Слишком много попыток, пожалуйста, попробуй позже', retryAfterSeconds: 42 } })
  })

  it('take the code’s own text when the error names none, and a restriction keeps its data', async () => {
    const restriction = { description: null, canCreateOrders: false }
    const r = await appThrowing(new AppError('RESTRICTED', undefined, { category: 'restriction', restriction })).get()
    expect(r.status).toBe(403)
    expect(r.body.error).toEqual({ code: 'RESTRICTED', message: 'Действие недоступно: аккаунт ограничен', category: 'restriction', restriction })
  })

  it('never let data replace the code or the text', async () => {
    const r = await appThrowing(new AppError('LIMIT', 'Можно выбрать не больше 30 источников', { code: 'OTHER', message: 'x', limit: 30 })).get()
    expect(r.status).toBe(409)
    expect(r.body.error).toEqual({ code: 'LIMIT', message: 'Можно выбрать не больше 30 источников', limit: 30 })
  })

  it('turn a zod failure into BAD_REQUEST with its Russian messages', async () => {
    const parsed = z.object({ age: z.number().min(18, 'Нужно быть старше 18 лет') }).safeParse({ age: 3 })
    const r = await appThrowing(parsed.error).get()
    expect(r.status).toBe(400)
    expect(r.body.error).toMatchObject({ code: 'BAD_REQUEST', message: 'Нужно быть старше 18 лет' })
  })

  it('hide a surprise behind the generic text and log it', async () => {
    const { get, error } = appThrowing(new Error('relation "secret_table" does not exist'))
    const r = await get()
    expect(r.status).toBe(500)
    expect(r.body).toEqual({ error: { code: 'INTERNAL', message: GENERIC_ERROR } })
    expect(error).toHaveBeenCalledOnce()
  })
})

describe('a client that goes away mid-request', () => {
  it('is not an error: a body cut off by a closed connection is logged as the client leaving, never as a server fault', async () => {
    const error = vi.fn()
    const info = vi.fn()
    let handled!: () => void
    const done = new Promise<void>((resolve) => (handled = resolve))
    const app = new Hono<AppEnv>()
    app.post('/join', async (c) => c.json(await readJson(c)))
    app.onError((e, c) => {
      const res = errorResponse(e, c, { ...createLogger('silent'), error, info })
      handled()
      return res
    })
    // The production server (srvx on Node), so the request's body and signal behave as they do for a real client.
    const server = await serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1', silent: true }).ready()
    try {
      const { port } = new URL(server.url!)
      const socket = connect(Number(port), '127.0.0.1')
      await new Promise<void>((resolve) => socket.once('connect', () => resolve()))
      socket.write('POST /join HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"rooms": [')
      await new Promise((r) => setTimeout(r, 50))
      socket.destroy()
      await done
      expect(error).not.toHaveBeenCalled()
      expect(info).toHaveBeenCalledWith('request aborted by the client', expect.objectContaining({ path: '/join' }))
    } finally {
      await server.close(true)
    }
  })
})
