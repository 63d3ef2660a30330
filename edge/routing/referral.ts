// GET /ref/:id – a tiny HTML answer (not a page) that stores the referral id and goes to the client main page.
import { Hono } from 'hono'
import type { AppEnv } from '../context'
import { CLIENT_MAIN_PATH } from '../../domain/routes'
import { STORAGE_KEYS } from '../../domain/query-params'
import { cspNonce } from '../http/security-headers'

const REFERRAL_ID = /^[A-Za-z0-9]{1,64}$/

/** The id and target are checked or built here, yet go through JSON and `<` escaping anyway: this is inline script. */
const js = (value: string) => JSON.stringify(value).replace(/</g, '\\u003c')
const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

function referralHtml(id: string, target: string, nonce: string): string {
  return `<!doctype html><html lang="ru"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Кампус</title>
<noscript><meta http-equiv="refresh" content="0;url=${attr(target)}"></noscript>
<script nonce="${attr(nonce)}">try{localStorage.setItem(${js(STORAGE_KEYS.referralId)},${js(id)})}catch(e){}location.replace(${js(target)})</script>
</head><body><noscript><a href="${attr(target)}">Перейти в Кампус</a></noscript></body></html>`
}

export const referralRoutes = new Hono<AppEnv>().get('/:id', (c, next) => {
  const id = c.req.param('id')
  // Anything else is not a referral link: the pages answer with the not-found page.
  if (!REFERRAL_ID.test(id)) return next()
  // The visit's own query (entry, utm_*) travels on, so the guard still records where it came from.
  const target = CLIENT_MAIN_PATH + new URL(c.req.url).search
  c.header('cache-control', 'no-store')
  return c.html(referralHtml(id, target, cspNonce(c)))
})
