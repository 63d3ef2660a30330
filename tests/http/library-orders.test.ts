// Library work orders over POST /graphql and REST: create (reused per work), pay from the balance once even when called
// at once, the full answer only after payment, the PDF (401/403/404, real bytes with the Russian text), Telegram
// (error without it, the outbox with it), the order in "My orders", the change event, ratings and complaints.
import { readFile } from 'node:fs/promises'
import { describe, expect, it, beforeAll } from 'vitest'
import type { AppDeps } from '../../edge/context'
import { applyPaymentCredit } from '../../edge/money/apply-payment-credit'
import { importLibraryWorks } from '../../edge/library/import-library-works'
import { asCaller } from '../../edge/db/port'
import type { TestDb } from '../helpers/test-db'
import { freshFingerprint, gql, phoneClients } from './auth-support'
import { useTestApp, type TTestApp } from '../helpers/test-app'

let t: TestDb
let deps: AppDeps
let app: TTestApp
useTestApp((made) => ({ t, deps, app } = made), { LIBRARY_WORK_PRICE_TOKENS: '15' })

const SLUG = 'mat-kvadratnoe-uravnenie-diskriminant'
const client = phoneClients('10.95.0', () => ({ app, db: t.db }))
const tokens = (userId: string, amount: number) =>
  applyPaymentCredit({ tx: t.db, paymentKey: `library-test:${userId}:${amount}:${Math.random()}`, userId, reason: 'refill', credits: { permanent_tokens: amount } })
const balance = async (h: Record<string, string>) => (await gql(app, '{ me { balance { balanceTokens } } }', {}, h)).data.me.balance.balanceTokens as number

const ORDER = `id unifiedOrderId status statusId isPaid price paidAt pdfUrl rate { rate }
  subject { slug title } libraryWork { id slug title redirectUrl type { slug } content { textTask shortenedAnswer answer } }`
const CREATE = `mutation($w: ID!) { createLibraryWorkOrderByReadyWorkId(libraryWorkId: $w) { ${ORDER} } }`
const PAY = `mutation($id: ID!) { tryToPayForLibraryWorkOrderFromBalance(libraryWorkOrderId: $id) { ${ORDER} } }`
const GET = `query($id: ID, $u: ID) { getLibraryWorkOrderById(id: $id, unifiedOrderId: $u) { ${ORDER} } }`
const TELEGRAM = `mutation($id: ID!) { sendLibraryWorkOrderAnswerToTelegram(orderId: $id) }`

async function order(h: Record<string, string>, work: string = SLUG) {
  const res = await gql(app, CREATE, { w: work }, h)
  expect(res.errors).toBeUndefined()
  return res.data.createLibraryWorkOrderByReadyWorkId
}

beforeAll(async () => {
  const report = await importLibraryWorks({ db: t.db, text: await readFile('tests/fixtures/library/mathematics.jsonl', 'utf8') })
  expect(report.inserted).toBeGreaterThan(1)
})

describe('createLibraryWorkOrderByReadyWorkId', () => {
  it('makes a draft LIBRARY order at the settings price, with the task but not the answer, and reuses it for the same work', async () => {
    const c = await client()
    const o = await order(c.headers)
    expect(o).toMatchObject({ status: 'CREATED', statusId: 1, isPaid: false, price: 15, pdfUrl: null, rate: null, subject: { slug: 'mathematics' } })
    expect(o.libraryWork).toMatchObject({ slug: SLUG, redirectUrl: `/biblioteka/zadachi/mathematics/${SLUG}/` })
    expect(o.libraryWork.content.textTask).toContain('x² − 5x + 6 = 0')
    expect(o.libraryWork.content.shortenedAnswer.length).toBeGreaterThan(20)
    expect(o.libraryWork.content.answer).toBeNull()
    // By numeric id too, and twice at once: the same order.
    const again = await Promise.all([order(c.headers), order(c.headers, o.libraryWork.id)])
    expect(again.map((x) => x.id)).toEqual([o.id, o.id])
    const unified = (await gql(app, `query($id: ID!) { getUnifiedOrderById(id: $id) { type typeId status isPaid href text mainOrder { id status isPaid } } }`, { id: o.unifiedOrderId }, c.headers)).data
      .getUnifiedOrderById
    expect(unified).toMatchObject({ type: 'LIBRARY', typeId: 2, status: 'DRAFT', isPaid: false, href: `/ecosystem/library/${o.unifiedOrderId}`, mainOrder: { id: o.id, status: 1, isPaid: false } })
    const mine = (await gql(app, `{ me { unifiedOrders(type: [LIBRARY]) { items { id } } libraryWorkOrders { total data { id } } } }`, {}, c.headers)).data.me
    expect(mine.unifiedOrders.items.map((i: { id: string }) => i.id)).toEqual([o.unifiedOrderId])
    expect(mine.libraryWorkOrders).toEqual({ total: 1, data: [{ id: o.id }] })
  })

  it('refuses guests, unknown works and hostile ids with clear errors', async () => {
    const guest = await gql(app, CREATE, { w: SLUG }, { 'x-fingerprint': freshFingerprint() })
    expect(guest.errors?.[0]).toMatchObject({ message: 'Войди, чтобы получить полное решение', extensions: { code: 'UNAUTHENTICATED' } })
    const c = await client()
    for (const w of ['nope-no-such-work', "x' or 1=1 --", '99999999999', '-1', '../../etc', 'a'.repeat(500)]) {
      const res = await gql(app, CREATE, { w }, c.headers)
      expect(res.errors?.[0]?.extensions?.code, w).toBe('NOT_FOUND')
      expect(res.errors?.[0]?.message).toBe('Такой работы в библиотеке нет')
    }
  })
})

describe('tryToPayForLibraryWorkOrderFromBalance', () => {
  it('a short balance answers INSUFFICIENT_TOKENS with what is missing, and charges nothing', async () => {
    const c = await client()
    await tokens(c.id, 4)
    const o = await order(c.headers)
    const res = await gql(app, PAY, { id: o.id }, c.headers)
    expect(res.errors?.[0]).toMatchObject({ extensions: { code: 'INSUFFICIENT_TOKENS', missing: 11, price: 15, product: 'library' } })
    expect(res.errors?.[0]?.message).toMatch(/пополни баланс/)
    expect(await balance(c.headers)).toBe(4)
    expect((await gql(app, GET, { id: o.id }, c.headers)).data.getLibraryWorkOrderById).toMatchObject({ status: 'CREATED', isPaid: false })
  })

  it('ten calls at once charge once; the answer opens; the unified order completes; the event reaches the order room', async () => {
    const c = await client()
    await tokens(c.id, 40)
    const o = await order(c.headers)
    const events: string[] = []
    const unsubscribe = deps.realtime.subscribe([`App.Models.UnifiedOrder.${o.unifiedOrderId}`], (m) => events.push(m.event))
    const results = await Promise.all(Array.from({ length: 10 }, () => gql(app, PAY, { id: o.id }, c.headers)))
    for (const r of results) expect(r.errors).toBeUndefined()
    expect(await balance(c.headers)).toBe(25)
    const paid = (await gql(app, GET, { u: o.unifiedOrderId }, c.headers)).data.getLibraryWorkOrderById
    expect(paid).toMatchObject({ id: o.id, status: 'PAID', statusId: 2, isPaid: true, pdfUrl: `/api/library-work/answer/${o.id}/pdf/` })
    expect(paid.paidAt).toBeTruthy()
    expect(paid.libraryWork.content.answer).toContain('D = b² − 4ac')
    const unified = (await gql(app, `query($id: ID!) { getUnifiedOrderById(id: $id) { status isPaid } }`, { id: o.unifiedOrderId }, c.headers)).data.getUnifiedOrderById
    expect(unified).toEqual({ status: 'COMPLETED', isPaid: true })
    await expect.poll(() => events).toContain('library-work-order-changed')
    unsubscribe()
    const [logged] = await t.db.query<{ n: string }>(`select count(*)::text as n from public.library_work_order_logs where library_work_order_id = $1::bigint and event = 'paid'`, [o.id])
    expect(logged?.n).toBe('1')
  })

  it('another client can neither see, pay, download nor send the order', async () => {
    const owner = await client()
    const o = await order(owner.headers)
    const stranger = await client()
    await tokens(stranger.id, 100)
    expect((await gql(app, GET, { id: o.id }, stranger.headers)).data.getLibraryWorkOrderById).toBeNull()
    expect((await gql(app, GET, { u: o.unifiedOrderId }, stranger.headers)).data.getLibraryWorkOrderById).toBeNull()
    expect((await gql(app, PAY, { id: o.id }, stranger.headers)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND')
    expect(await balance(stranger.headers)).toBe(100)
    expect((await app.request(`/api/library-work/answer/${o.id}/pdf/`, { headers: stranger.headers })).status).toBe(404)
    expect((await gql(app, TELEGRAM, { id: o.id }, stranger.headers)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND')
    for (const id of ['abc', '-5', "1' or '1'='1", '9'.repeat(40)]) expect((await gql(app, PAY, { id }, stranger.headers)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND')
  })

  it('a work withdrawn from the library before payment is refused (SENT_DENY) and nothing is charged', async () => {
    const c = await client()
    await tokens(c.id, 30)
    const o = await order(c.headers, 'mat-proizvodnaya-proizvedeniya')
    await t.db.query(`update public.library_works set published = false where id = $1::bigint`, [o.libraryWork.id])
    try {
      const res = await gql(app, PAY, { id: o.id }, c.headers)
      expect(res.data.tryToPayForLibraryWorkOrderFromBalance).toMatchObject({ status: 'SENT_DENY', isPaid: false })
      expect(await balance(c.headers)).toBe(30)
      expect((await gql(app, PAY, { id: o.id }, c.headers)).errors?.[0]?.extensions?.code).toBe('STALE_STEP')
    } finally {
      await t.db.query(`update public.library_works set published = true where id = $1::bigint`, [o.libraryWork.id])
    }
  })
})

async function paidOrder() {
  const c = await client()
  await tokens(c.id, 15)
  const o = await order(c.headers)
  expect((await gql(app, PAY, { id: o.id }, c.headers)).errors).toBeUndefined()
  return { ...c, o }
}

describe('autoPayForLibraryWorkOrder', () => {
  const AUTO = `mutation($id: ID!) { autoPayForLibraryWorkOrder(libraryWorkOrderId: $id) { ${ORDER} } }`
  const trials = (userId: string, amount: number) =>
    applyPaymentCredit({ tx: t.db, paymentKey: `library-trials:${userId}:${amount}:${Math.random()}`, userId, reason: 'refill', credits: { trials: amount } })
  const account = async (h: Record<string, string>) => (await gql(app, '{ me { balance { balanceTokens balanceTrials } } }', {}, h)).data.me.balance

  it('leaves the order unpaid for a client with tokens but no subscription or trial credits', async () => {
    const c = await client()
    await tokens(c.id, 100)
    const o = await order(c.headers)
    const res = await gql(app, AUTO, { id: o.id }, c.headers)
    expect(res.errors).toBeUndefined()
    expect(res.data.autoPayForLibraryWorkOrder).toMatchObject({ id: o.id, isPaid: false, status: 'CREATED' })
    expect(await account(c.headers)).toEqual({ balanceTokens: 100, balanceTrials: 0 })
  })

  it('opens the solution for a client with a trial credit, taking the credit once however often it is called', async () => {
    const c = await client()
    await tokens(c.id, 100)
    await trials(c.id, 2)
    const o = await order(c.headers)
    const results = await Promise.all(Array.from({ length: 5 }, () => gql(app, AUTO, { id: o.id }, c.headers)))
    for (const r of results) expect(r.errors).toBeUndefined()
    const paid = (await gql(app, GET, { id: o.id }, c.headers)).data.getLibraryWorkOrderById
    expect(paid).toMatchObject({ isPaid: true, status: 'PAID' })
    expect(paid.libraryWork.content.answer.length).toBeGreaterThan(20)
    expect(await account(c.headers)).toEqual({ balanceTokens: 100, balanceTrials: 1 })
  })

  it('never pays another client’s order, nor a guest’s call', async () => {
    const owner = await client()
    await trials(owner.id, 1)
    const o = await order(owner.headers)
    const other = await client()
    await trials(other.id, 1)
    expect((await gql(app, AUTO, { id: o.id }, other.headers)).data.autoPayForLibraryWorkOrder).toBeNull()
    expect((await gql(app, AUTO, { id: o.id }, { 'x-fingerprint': freshFingerprint() })).data?.autoPayForLibraryWorkOrder ?? null).toBeNull()
    expect((await gql(app, GET, { id: o.id }, owner.headers)).data.getLibraryWorkOrderById.isPaid).toBe(false)
    expect(await account(other.headers)).toMatchObject({ balanceTrials: 1 })
  })
})

describe('GET /api/library-work/answer/{id}/pdf/', () => {
  it('is a real PDF with the task and the answer in Russian (embedded font) for the owner of a paid order', async () => {
    const { headers, o } = await paidOrder()
    const res = await app.request(`/api/library-work/answer/${o.id}/pdf/`, { headers })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/pdf')
    expect(res.headers.get('content-disposition')).toContain(`${SLUG}.pdf`)
    const bytes = new Uint8Array(await res.arrayBuffer())
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-')
    const { getDocumentProxy } = await import('unpdf')
    const doc = await getDocumentProxy(bytes.slice(), { useSystemFonts: false, verbosity: 0 })
    expect(doc.numPages).toBeGreaterThan(0)
    let text = ''
    for (let p = 1; p <= doc.numPages; p++) text += (await (await doc.getPage(p)).getTextContent()).items.map((i) => ('str' in i ? i.str : '')).join(' ') + '\n'
    expect(text).toContain('Условие')
    expect(text).toContain('Решение')
    expect(text).toContain('Решите уравнение x² − 5x + 6 = 0')
    expect(text).toMatch(/D\s*=\s*b²\s*−\s*4ac/)
    const fonts = new TextDecoder('latin1').decode(bytes)
    expect(fonts).toMatch(/\/FontFile2/)
    // Without the slash too.
    expect((await app.request(`/api/library-work/answer/${o.id}/pdf`, { headers })).status).toBe(200)
  })

  it('401 without a token, 403 before payment, 404 for a missing or malformed id', async () => {
    const c = await client()
    const o = await order(c.headers)
    const guest = await app.request(`/api/library-work/answer/${o.id}/pdf/`)
    expect(guest.status).toBe(401)
    expect((await guest.json()).error.message).toBe('Войди, чтобы скачать решение')
    const unpaid = await app.request(`/api/library-work/answer/${o.id}/pdf/`, { headers: c.headers })
    expect(unpaid.status).toBe(403)
    expect((await unpaid.json()).error.message).toBe('Полное решение откроется после оплаты')
    for (const id of ['999999999', 'abc', '1%27%20or%201=1']) expect((await app.request(`/api/library-work/answer/${id}/pdf/`, { headers: c.headers })).status).toBe(404)
  })
})

describe('sendLibraryWorkOrderAnswerToTelegram', () => {
  it('says Telegram is not linked, then sends the PDF through the delivery port once linked', async () => {
    const { headers, id: userId, o } = await paidOrder()
    const first = await gql(app, TELEGRAM, { id: o.id }, headers)
    expect(first.errors?.[0]).toMatchObject({ message: 'Телеграм не привязан: привяжи его в профиле, и мы пришлём решение туда', extensions: { code: 'CONFLICT', reason: 'telegram-not-linked' } })
    // Any Telegram chat id no other account of this file's database holds.
    const chat = '710000001'
    await t.db.query(`update public.users set telegram_id = $2::bigint where id = $1`, [userId, chat])
    expect((await gql(app, TELEGRAM, { id: o.id }, headers)).data.sendLibraryWorkOrderAnswerToTelegram).toBe(true)
    const [sent] = await t.db.query<{ body: string }>(`select body from private.dev_outbox where channel = 'telegram' and recipient = $1 order by id desc limit 1`, [chat])
    expect(sent?.body).toMatch(new RegExp(`📎 ${SLUG}\\.pdf \\(\\d+ байт\\)`))
  })

  it('refuses an unpaid order', async () => {
    const c = await client()
    const o = await order(c.headers)
    expect((await gql(app, TELEGRAM, { id: o.id }, c.headers)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN')
  })
})

describe('rating the answer', () => {
  it('thanks with the spec’s texts and shows the rate on the order; a second rating is refused', async () => {
    const { headers, o } = await paidOrder()
    const RATE = `mutation($id: ID!, $r: Int!) { rateUnifiedOrder(unifiedOrderId: $id, stage: "library-answer", rate: $r) { message isBad } }`
    expect((await gql(app, RATE, { id: o.unifiedOrderId, r: 2 }, headers)).data.rateUnifiedOrder).toEqual({ message: 'Спасибо за обратную связь! Мы стараемся быть лучше', isBad: true })
    expect((await gql(app, GET, { id: o.id }, headers)).data.getLibraryWorkOrderById.rate).toEqual({ rate: 2 })
    expect((await gql(app, RATE, { id: o.unifiedOrderId, r: 5 }, headers)).errors?.[0]?.extensions?.code).toBe('ALREADY_RATED')
  })
})

describe('complaints', () => {
  const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82])
  const form = (fields: Record<string, string>, files: { name: string; bytes: Uint8Array }[] = []) => {
    const f = new FormData()
    for (const [k, v] of Object.entries(fields)) f.append(k, v)
    for (const file of files) f.append('attachments[]', new File([file.bytes as Uint8Array<ArrayBuffer>], file.name))
    return f
  }
  const post = (body: FormData | string, headers: Record<string, string> = {}) => app.request('/api/library-work/complaints/create', { method: 'POST', body, headers })

  it('lists the complaint types as JSON', async () => {
    const res = await app.request('/storage/library_work_user_complaint_types.json')
    expect(res.status).toBe(200)
    const types = (await res.json()) as { id: number; title: string }[]
    expect(types.length).toBeGreaterThanOrEqual(3)
    expect(types[0]).toEqual({ id: 1, title: 'Решение неверное' })
  })

  it('stores a complaint about the client’s order with its attachments in storage', async () => {
    const { headers, id: userId, o } = await paidOrder()
    const res = await post(form({ library_work_order_id: o.id, type_id: '1', text: 'Во втором шаге ошибка в знаке' }, [{ name: 'Снимок экрана.png', bytes: PNG }, { name: 'notes.txt', bytes: new TextEncoder().encode('подробности') }]), headers)
    expect(res.status).toBe(200)
    const body = await res.json()
    expect(body).toMatchObject({ message: 'Спасибо! Жалоба отправлена, мы проверим работу', attachments: 2 })
    const [row] = await t.db.query<{ user_id: string; library_work_order_id: string; type_id: number; text: string }>(
      `select user_id::text, library_work_order_id::text, type_id, text from public.library_work_complaints where id = $1::bigint`,
      [body.id],
    )
    expect(row).toMatchObject({ user_id: userId, library_work_order_id: o.id, type_id: 1, text: 'Во втором шаге ошибка в знаке' })
    const files = await t.db.query<{ storage_key: string; name: string }>(`select storage_key, name from private.library_work_complaint_attachments where complaint_id = $1::bigint order by id`, [body.id])
    expect(files.map((f) => f.name)).toEqual(['Снимок экрана.png', 'notes.txt'])
    expect(await deps.ports.storage.get(files[0]!.storage_key)).toMatchObject({ bytes: PNG })
  })

  it('by the work id without an order; refuses guests and bad input with Russian messages, never a 500', async () => {
    const c = await client()
    const work = (await order(c.headers)).libraryWork.id as string
    expect((await post(form({ library_work_id: work, type_id: '5', text: 'Не хватает проверки' }), c.headers)).status).toBe(200)
    const guest = await post(form({ library_work_id: work, type_id: '1', text: 'x' }))
    expect(guest.status).toBe(401)
    const cases: [FormData | string, number, string][] = [
      [form({ library_work_id: work, type_id: '1', text: '   ' }), 400, 'Опиши, что не так с работой'],
      [form({ library_work_id: work, type_id: '1', text: 'я'.repeat(2001) }), 400, 'Текст жалобы — не больше 2000 символов'],
      [form({ library_work_id: work, type_id: '77', text: 'текст' }), 400, 'Выбери, что не так с работой'],
      [form({ library_work_id: work, type_id: 'abc', text: 'текст' }), 400, 'Выбери, что не так с работой'],
      [form({ type_id: '1', text: 'текст' }), 400, 'Не указана работа, на которую ты жалуешься'],
      [form({ library_work_id: '999999999', type_id: '1', text: 'текст' }), 404, 'Такой работы в библиотеке нет'],
      [form({ library_work_order_id: '999999999', type_id: '1', text: 'текст' }), 404, 'Заказ не найден'],
      [form({ library_work_id: work, type_id: '1', text: 'текст' }, [{ name: 'virus.exe', bytes: PNG }]), 400, 'Упс 😳 Такой формат не подходит, попробуй другой'],
      [form({ library_work_id: work, type_id: '1', text: 'текст' }, [{ name: 'fake.png', bytes: new TextEncoder().encode('not an image') }]), 400, 'Упс 😳 Такой формат не подходит, попробуй другой'],
      [form({ library_work_id: work, type_id: '1', text: 'текст' }, [{ name: 'empty.pdf', bytes: new Uint8Array() }]), 400, 'Файл пустой — выбери другой'],
      [form({ library_work_id: work, type_id: '1', text: 'текст' }, Array.from({ length: 6 }, (_, i) => ({ name: `${i}.txt`, bytes: new Uint8Array([65]) }))), 400, 'Можно приложить не больше 5 файлов'],
      [form({ library_work_id: work, type_id: '1', text: 'текст' }, [{ name: 'big.pdf', bytes: new Uint8Array(10 * 1024 * 1024 + 1) }]), 413, 'Упс 😳 Файлы слишком большие, попробуй другие'],
      ['{"text":"json"}', 400, 'Ожидается multipart/form-data'],
    ]
    for (const [body, status, message] of cases) {
      const res = await post(body, typeof body === 'string' ? { ...c.headers, 'content-type': 'application/json' } : c.headers)
      expect(res.status, message).toBe(status)
      expect((await res.json()).error.message).toBe(message)
    }
    // Someone else's order is not found, as a missing one.
    const other = await paidOrder()
    expect((await post(form({ library_work_order_id: other.o.id, type_id: '1', text: 'текст' }), c.headers)).status).toBe(404)
    // A broken multipart body is the client's fault.
    const broken = await post('--x\r\nContent-Disposition: form-data; name="text"\r\n\r\nabc', { ...c.headers, 'content-type': 'multipart/form-data; boundary=zzz' })
    expect(broken.status).toBe(400)
    // Nothing of the refused complaints reached storage.
    const [stored] = await t.db.query<{ n: string }>(`select count(*)::text as n from private.storage_objects where key like 'library-work-complaints/' || $1 || '/%'`, [c.id])
    expect(stored?.n).toBe('0')
  })
})

describe('row-level security', () => {
  it('a client reads only its own library orders, logs and complaints, never the answer column or the attachments', async () => {
    const owner = await paidOrder()
    const [complaint] = await t.db.query<{ id: string }>(
      `insert into public.library_work_complaints (user_id, library_work_id, type_id, text) values ($1, $2::bigint, 1, 'текст') returning id::text as id`,
      [owner.id, owner.o.libraryWork.id],
    )
    const stranger = await client()
    const as = (userId: string) => ({ role: 'authenticated' as const, userId })
    await asCaller(t.db, as(stranger.id), async (tx) => {
      expect(await tx.query(`select id from public.library_work_orders where id = $1::bigint`, [owner.o.id])).toEqual([])
      expect(await tx.query(`select id from public.library_work_order_logs where library_work_order_id = $1::bigint`, [owner.o.id])).toEqual([])
      expect(await tx.query(`select id from public.library_work_complaints where id = $1::bigint`, [complaint!.id])).toEqual([])
    })
    await asCaller(t.db, as(owner.id), async (tx) => {
      expect(await tx.query(`select id::text as id from public.library_work_orders where id = $1::bigint`, [owner.o.id])).toEqual([{ id: owner.o.id }])
      expect((await tx.query(`select id from public.library_work_complaints where id = $1::bigint`, [complaint!.id])).length).toBe(1)
    })
    // Even the owner of a paid order reads the answer only through the server; nobody writes orders directly.
    await expect(asCaller(t.db, as(owner.id), (tx) => tx.query(`select answer from public.library_works limit 1`))).rejects.toThrow(/permission denied/)
    await expect(asCaller(t.db, as(owner.id), (tx) => tx.query(`update public.library_work_orders set is_paid = true where id = $1::bigint`, [owner.o.id]))).rejects.toThrow(/permission denied/)
    await expect(asCaller(t.db, as(owner.id), (tx) => tx.query(`select 1 from private.library_work_complaint_attachments`))).rejects.toThrow(/permission denied/)
  })
})
