// /api/email/* – the e-mail verification link lands here and goes on to the profile page.
import { Hono } from 'hono'
import type { AppEnv } from '../context'
import { routeByName } from '../../domain/routes'
import { verifyEmail } from './verify-email'

export const emailRoutes = new Hono<AppEnv>()
  // GET /api/email/verify?token= – verify the address, then the profile with emailVerified=1 (or 0)
  .get('/verify', async (c) => {
    const ok = await verifyEmail({ deps: c.get('deps'), token: c.req.query('token') })
    c.header('cache-control', 'no-store')
    return c.redirect(`${routeByName('ecosystem-common__profile').path}?emailVerified=${ok ? 1 : 0}`, 302)
  })
