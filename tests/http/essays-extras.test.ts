// After the work is written: the presentation made from it (status 26 and back, the live event, download link) and
// sending the DOCX to the client's Telegram through the Bot API (a local fake of sendDocument).
import { describe, expect, it } from 'vitest'
import { strFromU8, unzipSync } from 'fflate'
import type { AppDeps } from '../../edge/context'
import { generateEssayPresentation } from '../../edge/essays/presentation/essay-presentations'
import type { TestDb } from '../helpers/test-db'
import { approveOutline, completeEssay, essayOnOutline } from '../helpers/essay-orders'
import { createTelegramFake } from '../fakes/telegram'
import { gql, phoneClients } from './auth-support'
import { useTestApp, type TTestApp, useFakes } from '../helpers/test-app'

const TOKEN = '123456:essay-test-token'
const tg = createTelegramFake({ token: TOKEN })
const [server] = await useFakes(tg.app)

let t: TestDb
let deps: AppDeps
let app: TTestApp
useTestApp((made) => ({ t, deps, app } = made), { TELEGRAM_BOT_TOKEN: TOKEN, TELEGRAM_API_BASE_URL: server.url }, { peer: null })

const client = phoneClients('10.93.0', () => ({ app, db: t.db }))
async function completedOrder() {
  const { headers: h, id: userId } = await client(100)
  const { id, outline } = await essayOnOutline(app, deps, h, 'Античная философия и её наследие', 3)
  expect(await approveOutline(app, deps, h, id, outline)).toBe(4)
  await completeEssay(app, deps, h, id, 2)
  return { h, id, userId }
}

const PRESENTATION = `id status newStatus downloadUrl aiEssayOrder { id topic }`
const STATUS = `query($id: ID!) { getAiEssayOrderById(id: $id) { status } }`

describe('presentation from the work', () => {
  it('waits in 26 while the slides are made, returns to 14, tells the room and offers the PPTX', { timeout: 120_000 }, async () => {
    const { h, id } = await completedOrder()
    const events: string[] = []
    const unsubscribe = deps.realtime.subscribe([`App.Models.AiEssayOrder.${id}`], (m) => events.push(m.event))
    const created = (await gql(app, `mutation($id: ID!) { createAiEssayOrderPresentation(aiEssayOrderId: $id) { ${PRESENTATION} } }`, { id }, h)).data.createAiEssayOrderPresentation
    expect(created).toMatchObject({ status: 'CREATED', newStatus: 'CREATED', downloadUrl: null, aiEssayOrder: { id, topic: 'Античная философия и её наследие' } })
    expect((await gql(app, STATUS, { id }, h)).data.getAiEssayOrderById.status).toBe(26)
    expect(await generateEssayPresentation({ deps, presentationId: created.id, finalAttempt: false })).toBe('completed')
    const done = (await gql(app, `query($id: ID!) { getAiEssayOrderPresentationById(id: $id) { ${PRESENTATION} } }`, { id: created.id }, h)).data.getAiEssayOrderPresentationById
    expect(done).toMatchObject({ status: 'COMPLETED', downloadUrl: `/api/ai-essay-order/${id}/presentation/` })
    expect((await gql(app, STATUS, { id }, h)).data.getAiEssayOrderById.status).toBe(14)
    await expect.poll(() => events).toContain('ai-essay-order-presentation-changed')
    // The order names its newest presentation, and its download is the defense deck: notes pages, the sources' lines.
    expect((await gql(app, `query($id: ID!) { getAiEssayOrderById(id: $id) { presentation { id status downloadUrl } } }`, { id }, h)).data.getAiEssayOrderById.presentation).toEqual({ id: created.id, status: 'COMPLETED', downloadUrl: done.downloadUrl })
    const res = await app.request(done.downloadUrl, { headers: h })
    expect(res.status).toBe(200)
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()))
    const text = (re: RegExp) => Object.keys(files).filter((f) => re.test(f)).map((f) => strFromU8(files[f]!).replace(/<[^>]+>/g, ' ')).join(' ').replace(/\s+/g, ' ')
    const notes = text(/^ppt\/notesSlides\/notesSlide\d+\.xml$/)
    expect(notes.split(' ').filter((w) => /\p{L}/u.test(w)).length).toBeGreaterThan(100)
    const slides = text(/^ppt\/slides\/slide\d+\.xml$/)
    expect(slides).toContain('Цель и задачи')
    const refs = (await gql(app, `query($id: ID!) { getAiEssayOrderById(id: $id) { references { status referenceData { formatted } } } }`, { id }, h)).data.getAiEssayOrderById.references
    const approved = refs.filter((r: { status: string }) => r.status === 'approved')
    expect(approved.length).toBeGreaterThan(0)
    for (const r of approved) expect(slides).toContain(r.referenceData.formatted.split(' ').slice(0, 2).join(' '))
    unsubscribe()
    const stranger = (await client()).headers
    expect((await gql(app, `query($id: ID!) { getAiEssayOrderPresentationById(id: $id) { id } }`, { id: created.id }, stranger)).data.getAiEssayOrderPresentationById).toBeNull()
    // A second run finds nothing to do.
    expect(await generateEssayPresentation({ deps, presentationId: created.id, finalAttempt: false })).toBe('skipped')
  })
})

describe('sendAiEssayToTelegram', () => {
  const SEND = `mutation($id: ID!) { sendAiEssayToTelegram(aiEssayOrderId: $id) }`

  it('answers false without an attached Telegram, and sends the DOCX through sendDocument when attached', async () => {
    const { h, id, userId } = await completedOrder()
    expect((await gql(app, SEND, { id }, h)).data.sendAiEssayToTelegram).toBe(false)
    // Any Telegram chat id no other account of this file's database holds.
    const chat = '700000001'
    await t.db.query(`update public.users set telegram_id = $2::bigint where id = $1`, [userId, chat])
    expect((await gql(app, SEND, { id }, h)).data.sendAiEssayToTelegram).toBe(true)
    const sent = tg.documents.find((d) => d.chat_id === chat)!
    expect(sent).toMatchObject({ name: 'Античная философия и её наследие.docx', head: 'PK', caption: 'Твоя работа готова 📄' })
    expect(sent.size).toBeGreaterThan(5000)
    // A blocked bot: false, and the profile learns it.
    tg.blocked.add(chat)
    expect((await gql(app, SEND, { id }, h)).data.sendAiEssayToTelegram).toBe(false)
    expect((await gql(app, '{ me { telegramBotIsBlocked } }', {}, h)).data.me.telegramBotIsBlocked).toBe(true)
  })
})
