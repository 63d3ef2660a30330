// Helpers of the prize-wheel e2e specs (wheel.e2e.ts, growth-journey.e2e.ts): the test-only /dev/wheel seeding, the
// wheel's state over GraphQL, one spin through the popup and the sector the drawn wheel shows.
import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { urlFor, type gqlClient } from './fixtures'

type TGql = ReturnType<typeof gqlClient>

export const WHEEL_POPUP = '[data-popup="wheel-of-fortune"]'
export const WHEEL_READY = `${WHEEL_POPUP} .wheel-popup[data-state="ready"]`

/** POST /dev/wheel (APP_ENV=test): trial keys, partner codes, spins for the token's client. */
export async function devWheel(body: object, token?: string) {
  const res = await fetch(urlFor('/dev/wheel'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  })
  expect(res.status).toBe(200)
}

export type TWheelState = { spinsLeft: number; history: { id: string }[] }
export const wheelOf = async (gql: TGql, token: string) => (await gql<{ wheelOfFortune: TWheelState }>('{ wheelOfFortune { spinsLeft history { id } } }', {}, token)).wheelOfFortune
export const trialsOf = async (gql: TGql, token: string) => (await gql<{ me: { balance: { balanceTrials: number } } }>('{ me { balance { balanceTrials } } }', {}, token)).me.balance.balanceTrials

/** The sector under the pointer, read from the wheel's drawn transform (not from any attribute the code sets). */
export const sectorShown = (page: Page) =>
  page.$eval(`${WHEEL_POPUP} .wheel__disc`, (el) => {
    const m = new DOMMatrixReadOnly(getComputedStyle(el).transform)
    const rotation = (Math.atan2(m.b, m.a) * 180) / Math.PI
    const a = 360 / 11
    const onWheel = ((((-rotation % 360) + 360) % 360) + 1e-9) % 360
    return Math.floor(onWheel / a) % 11
  })

export type TSpin = { prize: { id: number; title: string }; isWin: boolean; spinsLeft: number; promoCode: string | null }

/** Presses «Крутить», returns what the server answered once the wheel has stopped and the result shows. */
export async function spinOnce(page: Page): Promise<TSpin> {
  const answer = page.waitForResponse((r) => r.url().endsWith('/graphql') && (r.request().postData() ?? '').includes('spinWheelOfFortune'))
  await page.click(`${WHEEL_POPUP} .wheel-popup__spin`)
  const body = (await (await answer).json()) as { data: { spinWheelOfFortune: TSpin } }
  const spin = body.data.spinWheelOfFortune
  await page.waitForSelector(`${WHEEL_POPUP} .wheel-result[data-prize-id="${spin.prize.id}"]`, { timeout: 10_000 })
  return spin
}
