// /api/auth/* – sign-in calls made over REST rather than GraphQL.
import { Hono } from 'hono'
import type { AppEnv } from '../context'
import { readJson } from '../http/body'
import { exchangeHandedOverToken } from './exchange-handed-over-token'

export const authRoutes = new Hono<AppEnv>()
  // POST /api/auth/handed-over-token { token } – the address's auth_token for this browser's own token (with `nb`)
  .post('/handed-over-token', async (c) => {
    const answer = await exchangeHandedOverToken({ deps: c.get('deps'), input: await readJson(c) })
    // A token: kept by no cache on the way.
    c.header('cache-control', 'no-store')
    return c.json(answer)
  })
