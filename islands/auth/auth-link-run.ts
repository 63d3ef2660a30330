// The browser's half of a sign-in link (domain/auth/auth-link.ts reads the address on the server). Loaded only when the
// address carries a link parameter. The secrets (initialCode, auth_token) are read here and taken off the address
// before anything else happens; they are never logged or stored (a confirmed token is traded for the session's own).
import type { TAuthLink, TLinkCodeStep } from '../../domain/auth/auth-link'
import { AUTH_MESSAGES } from '../../domain/auth/errors'
import { isFullCode } from '../../domain/auth/screens'
import { accountLabel, type TSignInConfirmation } from '../../domain/auth/sign-in-state'
import { getApiToken } from '../graphql/credentials'
import { codeSentTo } from './codes-sent'
import { loadSessionUser } from './session'

/**
 * What the screens do next: go on signed in, arm sendCodeOnce, show an error, open a step (the link's code step, or the
 * confirmation for a token), or nothing.
 */
type TLinkNext = { in: true } | { arm: true } | { error: string } | { step: TLinkCodeStep | { name: 'confirm'; confirmation: TSignInConfirmation; token: string } } | null

type TAccount = { id: string; name: string | null; email: string | null; phone: string | null }

/** Takes the secrets off the address at once: they stay in no history entry, bookmark or shared address. */
function takeSecrets(): { code: string | null; token: string | null } {
  const url = new URL(location.href)
  const code = url.searchParams.get('initialCode')
  const token = url.searchParams.get('auth_token')
  if (code !== null || token !== null) {
    url.searchParams.delete('initialCode')
    url.searchParams.delete('auth_token')
    history.replaceState(history.state, '', url)
  }
  return { code, token }
}

/** The account a token signs in to, as the server sees it (signature, expiry, not signed out), or null. */
async function accountOf(token: string): Promise<TAccount | null> {
  if (!/^[\w.-]{20,4096}$/.test(token)) return null
  const res = await fetch('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: '{ me { id name email phone } }' }),
  })
  const body = (await res.json()) as { data?: { me?: TAccount | null } }
  return body.data?.me ?? null
}

export async function runAuthLink(link: TAuthLink): Promise<TLinkNext> {
  const { code, token } = takeSecrets()
  const current = getApiToken() ? await loadSessionUser().catch(() => null) : null
  if (link.authToken && token) {
    const account = await accountOf(token).catch(() => null)
    if (!account) return { error: AUTH_MESSAGES.linkExpired }
    if (current?.id === account.id) return { in: true }
    const confirmation: TSignInConfirmation = {
      reasons: current ? ['NOT_STARTED_HERE', 'OTHER_ACCOUNT'] : ['NOT_STARTED_HERE'],
      accountName: accountLabel(account),
      currentName: current ? accountLabel({ name: current.name ?? null, email: current.email ?? null, phone: null }) : null,
    }
    return { step: { name: 'confirm', confirmation, token } }
  }
  if (current) return { in: true }
  const step = link.code
  if (!step) return null
  const c = step.contact
  const note = codeSentTo('phone' in c ? c.phone : c.email)
  const sent = note && { resendAt: note.resendAt, target: { ...step.target, channel: note.channel } }
  if (link.open === 'code') {
    const initialCode = code !== null && isFullCode(code) ? code : null
    return { step: { ...step, ...sent, initialCode, autoVerify: Boolean(initialCode && note?.byHand), fromLink: !note } }
  }
  if (!link.sendCodeOnce) return null
  // A code sent from here within its resend pause: its code step again, nothing sent.
  return sent && sent.resendAt > Date.now() ? { step: { ...step, ...sent } } : { arm: true }
}
