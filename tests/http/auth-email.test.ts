// Sign-in by e-mail over HTTP, delivered through the Resend adapter to a local fake of its API.
import { describe, expect, it } from 'vitest'
import { createApp } from '../../edge/app'
import type { AppDeps } from '../../edge/context'
import type { TestDb } from '../helpers/test-db'
import { withSettings } from '../helpers/app-deps'
import { createResendFake } from '../fakes/resend'
import { bearer, freshEmail, fromIp, gql, ME, REQUEST_CODE, REQUEST_TOKEN, signInByPhone, freshPhone } from './auth-support'
import { useTestApp, type TTestApp, useFakes } from '../helpers/test-app'

const API_KEY = 're_test_0123456789'
const resend = createResendFake({ apiKey: API_KEY })
const [server] = await useFakes(resend.app)

let t: TestDb
let deps: AppDeps
let app: TTestApp
const env = { EMAIL_PROVIDER: 'resend', RESEND_API_KEY: API_KEY, RESEND_BASE_URL: server.url, EMAIL_FROM: 'Кампус <no-reply@kampus.test>' }
useTestApp((made) => ({ t, deps, app } = made), env, { peer: null })

const codeFor = (email: string) => {
  const mail = resend.emails.filter((m) => m.to.includes(email)).at(-1)
  const code = mail?.text?.match(/\b(\d{4})\b/)?.[1]
  if (!code) throw new Error(`no e-mail with a code for ${email}`)
  return code
}

describe('sign-in by e-mail', () => {
  it('mails the code through the provider and opens an account with a verified address', async () => {
    const email = freshEmail()
    const sent = await gql(app, REQUEST_CODE, { email: `  ${email.toUpperCase()} ` }, fromIp('10.1.0.1'))
    expect(sent.data.requestAuthCode).toMatchObject({ isSent: true, code: null, channel: 'email' })
    const mail = resend.emails.at(-1)!
    expect(mail).toMatchObject({ from: 'Кампус <no-reply@kampus.test>', to: [email] })
    expect(mail.subject).toContain(codeFor(email))
    // Nothing reaches the dev outbox when a real provider is configured.
    expect(await t.db.query('select 1 from private.dev_outbox where recipient = $1', [email])).toHaveLength(0)

    const res = await gql(app, REQUEST_TOKEN, { email: email.toUpperCase(), code: codeFor(email) }, fromIp('10.1.0.1'))
    const me = await gql(app, ME, {}, bearer(res.data.requestApiToken.token))
    expect(me.data.me).toMatchObject({ email, phone: null, role: { id: 1 } })
    expect(Date.parse(me.data.me.emailVerifiedAt)).toBeGreaterThan(Date.now() - 60_000)
  })

  it('refuses malformed addresses as EmailFormat with the spec message', async () => {
    for (const email of ['student', 'student@', '@example.test', 'a b@example.test', 'student@example', 'student@@example.test', 'a..b@example.test']) {
      const res = await gql(app, REQUEST_CODE, { email }, fromIp('10.1.0.2'))
      expect(res.errors?.[0], email).toMatchObject({ message: 'Кажется ты ввел неверную почту', extensions: { authError: 'EmailFormat', category: 'validation' } })
    }
    expect(resend.emails.filter((m) => m.to.some((a) => a.startsWith('student@') || a === 'student'))).toHaveLength(0)
  })

  it('reports a provider refusal without a code, and lets the person retry at once', async () => {
    const email = freshEmail()
    const broken = createApp(withSettings(deps, { RESEND_API_KEY: 're_wrong' }))
    const res = await gql(broken, REQUEST_CODE, { email }, fromIp('10.1.0.3'))
    expect(res.errors![0]).toMatchObject({
      message: 'Не получилось отправить код. Попробуй ещё раз или выбери другой способ входа',
      extensions: { authError: 'Default', code: 'INTERNAL' },
    })
    // The failed code does not hold back the 60-second resend interval.
    expect((await gql(app, REQUEST_CODE, { email }, fromIp('10.1.0.3'))).data.requestAuthCode.isSent).toBe(true)
  })

  it('an address typed into another profile loses to the person who proves it by code', async () => {
    const email = freshEmail()
    const squatter = await signInByPhone(app, t.db, freshPhone(), fromIp('10.1.0.4'))
    const upd = await gql(app, `mutation($email: String) { updateUserInformation(email: $email) { email emailVerifiedAt } }`, { email }, bearer(squatter))
    expect(upd.data.updateUserInformation).toEqual({ email, emailVerifiedAt: null })

    await gql(app, REQUEST_CODE, { email }, fromIp('10.1.0.4'))
    const res = await gql(app, REQUEST_TOKEN, { email, code: codeFor(email) }, fromIp('10.1.0.4'))
    const owner = await gql(app, ME, {}, bearer(res.data.requestApiToken.token))
    const squatterMe = await gql(app, ME, {}, bearer(squatter))
    expect(owner.data.me.id).not.toBe(squatterMe.data.me.id)
    expect(owner.data.me.email).toBe(email)
    expect(squatterMe.data.me.email).toBeNull()
  })
})
