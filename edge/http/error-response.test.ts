import { describe, expect, it, vi } from 'vitest'
import { Hono } from 'hono'
import { z } from 'zod'
import type { AppEnv } from '../context'
import { createLogger } from '../log'
import { GENERIC_ERROR } from '../../domain/errors'
import { AppError } from './errors'
import { errorResponse } from './error-response'

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
