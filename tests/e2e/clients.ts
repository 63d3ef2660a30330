// Clients for e2e specs, made over HTTP as a real one is: signed in by phone code (read from the dev outbox), tokens and
// subscriptions bought through the test bank's own form, so every spec starts from the same kind of account.
import { expect } from 'vitest'
import type { Page } from 'playwright-core'
import { newPage, urlFor, type gqlClient, type ViewportName } from './fixtures'
import { codeFor, freshPhone } from './auth-helpers'

type TGql = ReturnType<typeof gqlClient>

/** Answers the test bank without a browser: its form posts the payment link's own fields plus the button. */
async function payOverHttp(redirectUrl: string) {
  const link = new URL(redirectUrl)
  const body = new URLSearchParams(link.searchParams)
  body.set('result', 'succeeded')
  expect((await fetch(urlFor(link.pathname), { method: 'POST', body, redirect: 'manual' })).status).toBe(303)
}

/** A fresh client signed in by phone: its API token. */
export async function signedInClient(gql: TGql): Promise<string> {
  const phone = freshPhone()
  await gql('mutation ($phone: String) { requestAuthCode(phone: $phone, consentToTheProcessingOfPersonalData: true) { isSent } }', { phone: phone.digits })
  const code = await codeFor(phone.digits)
  const { requestApiToken } = await gql<{ requestApiToken: { token: string } }>('mutation ($phone: String, $code: String!) { requestApiToken(phone: $phone, code: $code) { token } }', { phone: phone.digits, code })
  return requestApiToken.token
}

/** A client's token balance. */
export const tokensOf = async (gql: TGql, token: string) =>
  (await gql<{ me: { balance: { balanceTokens: number } } }>('{ me { balance { balanceTokens } } }', {}, token)).me.balance.balanceTokens

/** Buys a token package for a (new, unless given) client; the token. */
export async function clientWithTokens(gql: TGql, amountTokens: number, token?: string): Promise<string> {
  const t = token ?? (await signedInClient(gql))
  const { purchaseEcosystem } = await gql<{ purchaseEcosystem: { redirectUrl: string } }>('mutation ($n: Int!) { purchaseEcosystem(amountTokens: $n, redirectAfterPayment: "/") { redirectUrl } }', { n: amountTokens }, t)
  await payOverHttp(purchaseEcosystem.redirectUrl)
  return t
}

/** Pays the monthly subscription (tariff 1) of a client through the test bank. */
export async function buySubscription(gql: TGql, token: string, subscriptionTypeId = 1) {
  const { purchase } = await gql<{ purchase: { redirectUrl: string } }>('mutation ($input: PurchaseInput!) { purchase(input: $input) { redirectUrl } }', { input: { subscriptionTypeId } }, token)
  await payOverHttp(purchase.redirectUrl)
}


/** A page signed in with `token`, the cookie notice already answered. */
export async function pageSignedInAs(token: string, viewport: ViewportName = 'desktop'): Promise<Page> {
  const page = await newPage(viewport)
  await page.addInitScript((t) => {
    localStorage.setItem('apiToken', t)
    localStorage.setItem('cookiesAccepted', 'true')
  }, token)
  return page
}
