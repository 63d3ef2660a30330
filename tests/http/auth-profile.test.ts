// The profile a client keeps: information, e-mail verification link, receipts, attached phone, title page, avatar.
import { describe, expect, it } from 'vitest'
import type { TestDb } from '../helpers/test-db'
import { bearer, freshEmail, freshPhone, fromIp, gql, ME, outboxCode, REQUEST_CODE, signInByPhone } from './auth-support'
import { useTestApp, type TTestApp } from '../helpers/test-app'

let t: TestDb
let app: TTestApp
useTestApp((made) => ({ t, app } = made))

const UPDATE = `mutation($email: String, $name: String, $usedeskToken: String, $notificationChannelId: Int, $isMemoryEnabled: Boolean, $properties: UserPropertiesInput) {
  updateUserInformation(email: $email, name: $name, usedeskToken: $usedeskToken, notificationChannelId: $notificationChannelId,
    isMemoryEnabled: $isMemoryEnabled, properties: $properties) {
    email name usedeskToken isMemoryEnabled emailVerifiedAt avatar notificationChannel { id title }
    properties { passed_survey_about_notifications consent_to_the_processing_of_personal_data }
  }
}`
const client = async (ip: string) => bearer(await signInByPhone(app, t.db, freshPhone(), fromIp(ip)))

describe('updateUserInformation', () => {
  it('changes the given fields, leaves the rest, and merges properties', async () => {
    const me = await client('10.5.0.1')
    const first = await gql(app, UPDATE, { name: 'Маша', notificationChannelId: 2, isMemoryEnabled: false, usedeskToken: 'ud-1', properties: { passed_survey_about_notifications: true } }, me)
    expect(first.data.updateUserInformation).toMatchObject({
      name: 'Маша',
      notificationChannel: { id: 2, title: 'Телеграм' },
      isMemoryEnabled: false,
      usedeskToken: 'ud-1',
      properties: { passed_survey_about_notifications: true, consent_to_the_processing_of_personal_data: false },
    })
    const second = await gql(app, UPDATE, { usedeskToken: null, properties: { consent_to_the_processing_of_personal_data: true } }, me)
    expect(second.data.updateUserInformation).toMatchObject({
      name: 'Маша',
      usedeskToken: null,
      notificationChannel: { id: 2 },
      properties: { passed_survey_about_notifications: true, consent_to_the_processing_of_personal_data: true },
    })
  })

  it('refuses bad values with Russian messages and changes nothing', async () => {
    const me = await client('10.5.0.2')
    expect((await gql(app, UPDATE, { name: '   ' }, me)).errors![0]!.message).toBe('Заполни имя')
    expect((await gql(app, UPDATE, { notificationChannelId: 9 }, me)).errors![0]!.message).toBe('Такого канала уведомлений нет')
    expect((await gql(app, UPDATE, { email: 'not-an-email' }, me)).errors![0]).toMatchObject({ message: 'Кажется ты ввел неверную почту', extensions: { authError: 'EmailFormat' } })
    expect((await gql(app, ME, {}, me)).data.me).toMatchObject({ name: null, email: null, notificationChannel: null })
  })

  it('answers "Email already exists" for a taken address, whatever its case, and keeps the old one', async () => {
    const taken = freshEmail()
    const owner = await client('10.5.0.3')
    await gql(app, UPDATE, { email: taken }, owner)
    const other = await client('10.5.0.3')
    await gql(app, UPDATE, { email: 'mine@example.test' }, other)
    const res = await gql(app, UPDATE, { email: taken.toUpperCase(), name: 'Новое имя' }, other)
    expect(res.errors![0]).toMatchObject({ message: 'Email already exists', extensions: { code: 'CONFLICT', field: 'email', userMessage: 'Такой e-mail уже существует' } })
    expect((await gql(app, ME, {}, other)).data.me).toMatchObject({ email: 'mine@example.test', name: null })
  })

  it('needs a signed-in client', async () => {
    expect((await gql(app, UPDATE, { name: 'Гость' })).errors![0]!.extensions).toMatchObject({ code: 'UNAUTHENTICATED' })
  })
})

describe('e-mail verification', () => {
  const linkFor = async (email: string) => {
    const [mail] = await t.db.query<{ body: string }>('select body from private.dev_outbox where recipient = $1 order by id desc limit 1', [email])
    return new URL(mail!.body.match(/https?:\/\/\S+/)![0])
  }

  it('verifies through the mailed link once, and a changed address needs a new link', async () => {
    const me = await client('10.5.1.1')
    const email = freshEmail()
    await gql(app, UPDATE, { email }, me)
    expect((await gql(app, 'mutation { sendVerificationEmail }', {}, me)).data.sendVerificationEmail).toBe(true)
    const link = await linkFor(email)
    expect(link.pathname).toBe('/api/email/verify')

    const open = await app.request(link.pathname + link.search)
    expect(open.status).toBe(302)
    expect(open.headers.get('location')).toBe('/ecosystem/profile?emailVerified=1')
    expect((await gql(app, ME, {}, me)).data.me.emailVerifiedAt).not.toBeNull()
    const reused = await app.request(link.pathname + link.search)
    expect(reused.headers.get('location')).toBe('/ecosystem/profile?emailVerified=0')

    const newer = freshEmail()
    await gql(app, UPDATE, { email: newer }, me)
    expect((await gql(app, ME, {}, me)).data.me.emailVerifiedAt).toBeNull()
  })

  it('refuses a forged or tampered link and a resend within 60 s', async () => {
    const me = await client('10.5.1.2')
    const email = freshEmail()
    await gql(app, UPDATE, { email }, me)
    await gql(app, 'mutation { sendVerificationEmail }', {}, me)
    const again = await gql(app, 'mutation { sendVerificationEmail }', {}, me)
    expect(again.errors![0]!.extensions).toMatchObject({ authError: 'TooManyAttempts' })
    const link = await linkFor(email)
    const token = link.searchParams.get('token')!
    const [h, p, s] = token.split('.')
    const claims = JSON.parse(Buffer.from(p!, 'base64url').toString())
    const forgedPayload = Buffer.from(JSON.stringify({ ...claims, email: 'attacker@example.test' })).toString('base64url')
    for (const bad of [`${h}.${forgedPayload}.${s}`, 'garbage', '']) {
      const res = await app.request(`/api/email/verify?token=${encodeURIComponent(bad)}`)
      expect(res.headers.get('location')).toBe('/ecosystem/profile?emailVerified=0')
    }
    // An API token is not a verification token.
    const api = me.authorization.slice('Bearer '.length)
    expect((await app.request(`/api/email/verify?token=${api}`)).headers.get('location')).toBe('/ecosystem/profile?emailVerified=0')
    // Nor is a verification token an API token.
    expect((await gql(app, ME, {}, { authorization: `Bearer ${token}` })).data.me).toBeNull()
    expect((await gql(app, ME, {}, me)).data.me.emailVerifiedAt).toBeNull()
  })
})

describe('receipts, phone and title page', () => {
  it('stores receipt fields as digits and lower case, and clears them with empty strings', async () => {
    const me = await client('10.5.2.1')
    const q = `mutation($p: String, $e: String) { updateUserReceiptFields(receiptPhone: $p, receiptEmail: $e) { receiptPhone receiptEmail } }`
    expect((await gql(app, q, { p: '8 (916) 123-45-67', e: 'Check@Example.TEST' }, me)).data.updateUserReceiptFields).toEqual({ receiptPhone: '79161234567', receiptEmail: 'check@example.test' })
    expect((await gql(app, q, { p: '+380501234567' }, me)).errors![0]!.message).toBe('К сожалению, поддерживаются только номера РФ')
    expect((await gql(app, q, { p: '', e: '' }, me)).data.updateUserReceiptFields).toEqual({ receiptPhone: null, receiptEmail: null })
  })

  it('attaches a proven phone, and answers "Phone already exists" for a phone another account has', async () => {
    const me = await client('10.5.2.2')
    const attach = `mutation($phone: String!, $code: String!) { attachPhone(phone: $phone, code: $code) { phone } }`
    const phone = freshPhone()
    await gql(app, REQUEST_CODE, { phone }, fromIp('10.5.2.2'))
    expect((await gql(app, attach, { phone, code: await outboxCode(t.db, phone) }, me)).data.attachPhone.phone).toBe(phone)

    const taken = freshPhone()
    await signInByPhone(app, t.db, taken, fromIp('10.5.2.3'))
    await t.db.query(`update private.auth_codes set created_at = now() - interval '61 seconds' where target = $1`, [taken])
    await gql(app, REQUEST_CODE, { phone: taken }, fromIp('10.5.2.2'))
    const res = await gql(app, attach, { phone: taken, code: await outboxCode(t.db, taken) }, me)
    expect(res.errors![0]).toMatchObject({ message: 'Phone already exists', extensions: { code: 'CONFLICT', field: 'phone' } })
    expect((await gql(app, ME, {}, me)).data.me.phone).toBe(phone)
  })

  it('saves the title page and reads it back; a guest has none', async () => {
    const me = await client('10.5.2.4')
    const fields = 'university faculty department group studentName teacherName city year'
    expect((await gql(app, `{ lastTitlePageData { university } }`, {}, me)).data.lastTitlePageData).toBeNull()
    const input = { university: 'МГУ', faculty: 'ВМК', department: 'АСВК', group: '301', studentName: 'Иванов И. И.', teacherName: 'Петров П. П.', city: 'Москва', year: 2026 }
    const saved = await gql(app, `mutation($input: TitlePageDataInput!) { createOrUpdateTitlePageData(input: $input) { ${fields} } }`, { input }, me)
    expect(saved.data.createOrUpdateTitlePageData).toEqual(input)
    await gql(app, `mutation($input: TitlePageDataInput!) { createOrUpdateTitlePageData(input: $input) { year } }`, { input: { ...input, year: 2027, city: '' } }, me)
    expect((await gql(app, `{ lastTitlePageData { ${fields} } }`, {}, me)).data.lastTitlePageData).toEqual({ ...input, year: 2027, city: null })
    expect((await gql(app, `mutation($input: TitlePageDataInput!) { createOrUpdateTitlePageData(input: $input) { year } }`, { input: { year: 1700 } }, me)).errors![0]!.message).toBe(
      'Кажется, ты ввёл год некорректно',
    )
    expect((await gql(app, `{ lastTitlePageData { university } }`)).data.lastTitlePageData).toBeNull()
  })
})

describe('avatar', () => {
  const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1, 2, 3])
  const upload = (headers: Record<string, string>, bytes: Uint8Array, name = 'me.png', type = 'image/png') => {
    const form = new FormData()
    form.set('file', new File([bytes as Uint8Array<ArrayBuffer>], name, { type }))
    return app.request('/api/account/avatar', { method: 'POST', headers, body: form })
  }

  it('stores an image told by its bytes and serves it back', async () => {
    const me = await client('10.5.3.1')
    const res = await upload(me, PNG, 'photo.bin', 'application/octet-stream')
    expect(res.status).toBe(200)
    const { avatar } = (await res.json()) as { avatar: string }
    expect(avatar).toMatch(/^\/api\/account\/avatars\/[0-9a-f-]{36}$/)
    expect((await gql(app, ME, {}, me)).data.me.avatar).toBe(avatar)
    const img = await app.request(avatar)
    expect(img.headers.get('content-type')).toBe('image/png')
    expect(img.headers.get('x-content-type-options')).toBe('nosniff')
    expect(new Uint8Array(await img.arrayBuffer())).toEqual(PNG)
  })

  it('refuses a wrong type and an oversize file, leaving the avatar as it was', async () => {
    const me = await client('10.5.3.2')
    const { avatar } = (await (await upload(me, PNG)).json()) as { avatar: string }
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')
    const wrong = await upload(me, svg, 'me.png', 'image/png')
    expect(wrong.status).toBe(400)
    expect(await wrong.json()).toMatchObject({ error: { message: 'Упс 😳 Такой формат не подходит, попробуй другой' } })
    const big = new Uint8Array(10 * 1024 * 1024 + 1)
    big.set(PNG)
    const tooBig = await upload(me, big)
    expect(tooBig.status).toBe(413)
    expect(await tooBig.json()).toMatchObject({ error: { message: 'Упс 😳 Файлы слишком большие, попробуй другие' } })
    expect((await gql(app, ME, {}, me)).data.me.avatar).toBe(avatar)
    expect((await app.request(avatar)).status).toBe(200)
  })

  it('needs a signed-in client', async () => {
    expect((await upload({}, PNG)).status).toBe(401)
  })
})
