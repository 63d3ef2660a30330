// Unsubscribing from advertising mail through the signed link (issue 11 part 6): the signature proves the link came from
// our letter, the POST writes the address off for good (and the account's consent), a second press changes nothing,
// and a forged or tampered link writes nothing. PGlite by default, real Postgres with TEST_DATABASE_URL.
// No advertising mail is sent yet, so nothing in the app builds the link: `unsubscribeLink` below signs it the way a
// sender must (issue 30 part 5 removed the unused builder and the sender's consent check).
import { describe, expect, it } from 'vitest'
import type { TestDb } from '../helpers/test-db'
import type { AppDeps } from '../../edge/context'
import { asCaller } from '../../edge/db/port'
import { hmacSha256Hex, randomToken } from '../../edge/auth/secrets'
import { AppError } from '../../edge/http/errors'
import { verifiedUnsubscribeEmail } from '../../edge/marketing/unsubscribe-link'
import { unsubscribeEmail } from '../../edge/marketing/unsubscribe-email'
import { getUnsubscribeState } from '../../edge/marketing/get-unsubscribe-state'
import { useTestDeps } from '../helpers/test-app'

let t: TestDb
let deps: AppDeps
useTestDeps((made) => ({ t, deps } = made), { APP_URL: 'https://kampus.test' })

const freshEmail = () => `student.${randomToken(6).replace(/[^a-z0-9]/gi, 'x').toLowerCase()}@example.ru`
/**
 * The link an advertising letter to `email` carries: /email-unsubscribe on the public address with the address
 * (trimmed, lower case) and `sig`, the hex HMAC-SHA256 under APP_JWT_SECRET of «email-unsubscribe», NUL, the address.
 */
async function unsubscribeLink(secret: string, email: string): Promise<string> {
  const normalized = email.trim().toLowerCase()
  const url = new URL('/email-unsubscribe', deps.settings.APP_URL)
  url.searchParams.set('email', normalized)
  url.searchParams.set('sig', await hmacSha256Hex(secret, `email-unsubscribe\u0000${normalized}`))
  return url.href
}
const linkParts = async (email: string) => {
  const url = new URL(await unsubscribeLink(deps.settings.APP_JWT_SECRET, email))
  return { url, email: url.searchParams.get('email')!, sig: url.searchParams.get('sig')! }
}
async function userWithConsent(email: string): Promise<string> {
  const [row] = await t.db.query<{ id: string }>(`insert into public.users (email, subscribe_to_advertising) values ($1, true) returning id`, [email])
  return row!.id
}
const consentOf = async (id: string) =>
  (await t.db.query<{ subscribe_to_advertising: boolean }>(`select subscribe_to_advertising from public.users where id = $1`, [id]))[0]!.subscribe_to_advertising
const listed = (email: string) => t.db.query<{ unsubscribed_at: Date }>(`select unsubscribed_at from private.email_unsubscribes where email = $1`, [email])

async function refusal(p: Promise<unknown>): Promise<AppError> {
  const e = await p.then(
    () => null,
    (err: unknown) => err,
  )
  expect(e).toBeInstanceOf(AppError)
  return e as AppError
}

describe('the signed link', () => {
  it('verifies a link signed for the lower-cased address, in any letter case of it', async () => {
    const { email, sig } = await linkParts('  Student.Name@Example.RU ')
    expect(email).toBe('student.name@example.ru')
    expect(await verifiedUnsubscribeEmail(deps.settings.APP_JWT_SECRET, email, sig)).toBe(email)
    // The same address in another letter case is the same address.
    expect(await verifiedUnsubscribeEmail(deps.settings.APP_JWT_SECRET, 'STUDENT.NAME@example.ru', sig)).toBe(email)
  })

  it('refuses a forged, tampered, truncated or foreign-key signature', async () => {
    const secret = deps.settings.APP_JWT_SECRET
    const { email, sig } = await linkParts('victim@example.ru')
    const other = await linkParts('attacker@example.ru')
    expect(await verifiedUnsubscribeEmail(secret, email, 'a'.repeat(64))).toBeNull()
    expect(await verifiedUnsubscribeEmail(secret, email, other.sig)).toBeNull()
    expect(await verifiedUnsubscribeEmail(secret, 'victim2@example.ru', sig)).toBeNull()
    expect(await verifiedUnsubscribeEmail(secret, email, sig.slice(0, 63))).toBeNull()
    expect(await verifiedUnsubscribeEmail(secret, email, sig.toUpperCase())).toBeNull()
    expect(await verifiedUnsubscribeEmail(secret, email, `${sig.slice(0, 63)}${sig[63] === '0' ? '1' : '0'}`)).toBeNull()
    // The secret alone, without the purpose label, signs nothing here (a token of another feature is no link).
    expect(await verifiedUnsubscribeEmail(secret, email, await hmacSha256Hex(secret, email))).toBeNull()
    expect(await verifiedUnsubscribeEmail('another-server-secret-0123456789abcdef', email, sig)).toBeNull()
    expect(await verifiedUnsubscribeEmail(secret, 'not-an-address', sig)).toBeNull()
    expect(await verifiedUnsubscribeEmail(secret, undefined, undefined)).toBeNull()
    expect(await verifiedUnsubscribeEmail(secret, email, [sig])).toBeNull()
  })
})

describe('unsubscribing', () => {
  it('lists the address and switches the account’s consent off', async () => {
    const email = freshEmail()
    const id = await userWithConsent(email)
    const bystander = await userWithConsent(freshEmail())
    const { sig } = await linkParts(email)
    expect(await getUnsubscribeState({ deps, email, sig })).toEqual({ email, unsubscribed: false })

    expect(await unsubscribeEmail({ deps, email: email.toUpperCase(), sig })).toEqual({ email })

    expect(await listed(email)).toHaveLength(1)
    expect(await consentOf(id)).toBe(false)
    expect(await consentOf(bystander)).toBe(true)
    expect(await getUnsubscribeState({ deps, email, sig })).toEqual({ email, unsubscribed: true })
  })

  it('is idempotent: a second press keeps the first date and still answers the address', async () => {
    const email = freshEmail()
    const { sig } = await linkParts(email)
    await unsubscribeEmail({ deps, email, sig })
    const [first] = await listed(email)
    expect(await unsubscribeEmail({ deps, email, sig })).toEqual({ email })
    const rows = await listed(email)
    expect(rows).toHaveLength(1)
    expect(new Date(rows[0]!.unsubscribed_at).getTime()).toBe(new Date(first!.unsubscribed_at).getTime())
  })

  it('works for an address no account holds: the list keeps it', async () => {
    const email = freshEmail()
    const { sig } = await linkParts(email)
    expect(await unsubscribeEmail({ deps, email, sig })).toEqual({ email })
    expect(await listed(email)).toHaveLength(1)
  })

  it('a forged or tampered link is refused with a Russian 403 and writes nothing', async () => {
    const email = freshEmail()
    const id = await userWithConsent(email)
    const { sig } = await linkParts(freshEmail())
    for (const attempt of [
      () => unsubscribeEmail({ deps, email, sig }),
      () => unsubscribeEmail({ deps, email, sig: 'f'.repeat(64) }),
      () => unsubscribeEmail({ deps, email, sig: undefined }),
      () => getUnsubscribeState({ deps, email, sig }),
    ]) {
      const e = await refusal(attempt())
      expect(e.code).toBe('FORBIDDEN')
      expect(e.status).toBe(403)
      expect(e.message).toContain('Ссылка для отписки недействительна')
    }
    expect(await listed(email)).toHaveLength(0)
    expect(await consentOf(id)).toBe(true)
  })

  it('a link signed under another server secret is refused', async () => {
    const email = freshEmail()
    const { searchParams } = new URL(await unsubscribeLink('another-server-secret-0123456789abcdef', email))
    await refusal(unsubscribeEmail({ deps, email, sig: searchParams.get('sig') }))
    expect(await listed(email)).toHaveLength(0)
  })

  it('keeps the list away from guests and signed-in clients (RLS and grants)', async () => {
    const email = freshEmail()
    const { sig } = await linkParts(email)
    await unsubscribeEmail({ deps, email, sig })
    const id = await userWithConsent(freshEmail())
    for (const caller of [{ role: 'anon' as const }, { role: 'authenticated' as const, userId: id }]) {
      await expect(asCaller(t.db, caller, (tx) => tx.query(`select email from private.email_unsubscribes`))).rejects.toThrow(/permission denied/)
      await expect(asCaller(t.db, caller, (tx) => tx.query(`delete from private.email_unsubscribes where email = $1`, [email]))).rejects.toThrow(/permission denied/)
    }
    expect(await listed(email)).toHaveLength(1)
  })
})
