// Server data of /email-unsubscribe (route email-unsubscribe). GET with a signed link shows the confirmation form (a
// link scanner prefetching the letter's links must not unsubscribe anyone); the form POSTs back here and the address
// is taken off advertising mail. A forged or tampered link answers 403 with the reason (pages/_error).
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { AppError } from '../../edge/http/errors'
import { getUnsubscribeState } from '../../edge/marketing/get-unsubscribe-state'
import { unsubscribeEmail } from '../../edge/marketing/unsubscribe-email'
import { honoOf } from '../components/hono.server'

export type TUnsubscribeData =
  | { state: 'no-link' }
  | { state: 'confirm'; email: string; sig: string }
  | { state: 'done'; email: string }

/** What the error page shows for a refused link (pages/_error/+Page.tsx reads the same shape). */
type TAbortNotice = { routeName: string; title: string; text: string }

const refused = (e: unknown) => {
  if (e instanceof AppError && e.code === 'FORBIDDEN') {
    const notice: TAbortNotice = { routeName: 'email-unsubscribe', title: 'Не получилось отписаться', text: e.message }
    return render(403, notice)
  }
  return e
}

export default async function data(pageContext: PageContextServer): Promise<TUnsubscribeData> {
  const hono = honoOf(pageContext)
  const deps = hono?.get('deps')
  if (!hono || !deps) throw new Error('email-unsubscribe: no server context')
  // The page answers for one address: never cached, never indexed.
  pageContext.headersResponse.set('cache-control', 'no-store')
  pageContext.headersResponse.set('x-robots-tag', 'noindex')
  if (hono.req.method === 'POST') {
    const body = await hono.req.parseBody().catch(() => ({}) as Record<string, unknown>)
    const { email } = await unsubscribeEmail({ deps, email: body.email, sig: body.sig }).catch((e: unknown) => {
      throw refused(e)
    })
    return { state: 'done', email }
  }
  const { email, sig } = pageContext.urlParsed.search
  if (email === undefined && sig === undefined) return { state: 'no-link' }
  const state = await getUnsubscribeState({ deps, email, sig }).catch((e: unknown) => {
    throw refused(e)
  })
  return state.unsubscribed ? { state: 'done', email: state.email } : { state: 'confirm', email: state.email, sig: sig ?? '' }
}
