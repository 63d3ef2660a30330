// /api/oauth/* – Yandex ID and VK ID sign-in: save the screen's params, redirect to the provider, take the callback.
import { Hono } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import type { AppEnv } from '../context'
import { readJson } from '../http/body'
import { OAUTH_PROVIDERS, type TOAuthProvider } from '../../domain/auth/oauth-params'
import { OAUTH_STATE_TTL_SECONDS } from '../../domain/auth/limits'
import { AUTH_PATH } from '../../domain/routes'
import { clientIp } from '../auth/client-ip'
import { saveOAuthParams } from './save-oauth-params'
import { startOAuth } from './start-oauth'
import { finishOAuth } from './finish-oauth'
import { oauthAdapter, publicUrl } from './provider'
import { telegramBotUsername } from '../auth/telegram-link'

const STATE_COOKIE = 'oauth_state'
const COOKIE_PATH = '/api/oauth'

const providerOf = (name: string): TOAuthProvider | null => (OAUTH_PROVIDERS as readonly string[]).includes(name) ? (name as TOAuthProvider) : null

export const oauthRoutes = new Hono<AppEnv>()
  // GET /api/oauth/providers – which sign-in ways this server has keys for; the provider step greys out the rest
  .get('/providers', (c) => {
    const { settings } = c.get('deps')
    c.header('cache-control', 'public, max-age=300')
    return c.json({
      providers: {
        telegram: telegramBotUsername(settings) !== null,
        vkontakte: oauthAdapter(settings, 'vkontakte') !== null,
        yandex: oauthAdapter(settings, 'yandex') !== null,
      },
    })
  })
  // POST /api/oauth/save-params – store the sign-up params; answers { params: id } for the redirect
  .post('/save-params', async (c) => {
    const deps = c.get('deps')
    const body = await readJson(c)
    return c.json(await saveOAuthParams({ deps, caller: c.get('caller'), ip: clientIp(c.req.raw.headers), input: body }))
  })
  // GET /api/oauth/{provider}/redirect?params=id – to the provider's consent screen with state and PKCE S256
  .get('/:provider/redirect', async (c) => {
    const provider = providerOf(c.req.param('provider'))
    if (!provider) return c.json({ error: { code: 'NOT_FOUND', message: 'Такого способа входа нет' } }, 404)
    const deps = c.get('deps')
    const started = await startOAuth({ deps, provider, paramsId: c.req.query('params') || null })
    if (!started.ok) return c.redirect(`${AUTH_PATH}?error=${started.reason === 'unavailable' ? 'oauth_unavailable' : 'oauth_params'}`, 302)
    // Lax: sent on the top-level navigation back from the provider, not on cross-site subrequests.
    setCookie(c, STATE_COOKIE, started.state, {
      path: COOKIE_PATH,
      httpOnly: true,
      sameSite: 'Lax',
      secure: publicUrl(deps.settings).startsWith('https:'),
      maxAge: OAUTH_STATE_TTL_SECONDS,
    })
    return c.redirect(started.location, 302)
  })
  // GET /api/oauth/{provider}/callback-from-front?code&state[&device_id] – finish sign-in, back to the auth screen
  .get('/:provider/callback-from-front', async (c) => {
    const provider = providerOf(c.req.param('provider'))
    if (!provider) return c.json({ error: { code: 'NOT_FOUND', message: 'Такого способа входа нет' } }, 404)
    const { location } = await finishOAuth({
      deps: c.get('deps'),
      provider,
      query: { code: c.req.query('code'), state: c.req.query('state'), device_id: c.req.query('device_id'), error: c.req.query('error') },
      cookieState: getCookie(c, STATE_COOKIE) ?? null,
      userAgent: c.req.header('user-agent') ?? null,
    })
    deleteCookie(c, STATE_COOKIE, { path: COOKIE_PATH })
    c.header('cache-control', 'no-store')
    return c.redirect(location, 302)
  })
