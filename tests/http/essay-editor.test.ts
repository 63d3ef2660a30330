// The AI editor's calls over GraphQL (orders.md §7): signed-in clients only, the passage and instruction limits with
// their Russian messages, the per-client rate limit, a provider failure that answers the default message and leaves the
// work as it was, and demo answers that always differ from the passage.
import { describe, expect, it } from 'vitest'
import { createApp } from '../../edge/app'
import type { AppDeps } from '../../edge/context'
import type { TAi } from '../../edge/ai/port'
import { AiError } from '../../edge/ai/errors'
import { AI_EDITOR_WINDOWS } from '../../edge/essays/editor/ai-assistant-edit'
import { applyPaymentCredit } from '../../edge/money/apply-payment-credit'
import { AI_EDITOR_LIMITS, AI_EDITOR_MESSAGES } from '../../domain/essay/ai-editor'
import type { TestDb } from '../helpers/test-db'
import { useMidWindowClock } from '../helpers/rate-window'
import { approveOutline, completeEssay, essayOnOutline } from '../helpers/essay-orders'
import { bearer, freshPhone, fromIp, gql, signInByPhone } from './auth-support'
import { useTestApp, type TTestApp } from '../helpers/test-app'

let t: TestDb
let deps: AppDeps
let app: TTestApp
useTestApp((made) => ({ t, deps, app } = made), {}, { peer: null })
useMidWindowClock(() => t.db)

let ipSeq = 0
const client = async () => bearer(await signInByPhone(app, t.db, freshPhone(), fromIp(`10.94.0.${++ipSeq}`)))

const REWRITE = 'mutation($text: String!) { aiAssistantTextRewrite(text: $text) }'
const EXTEND = 'mutation($text: String!) { aiAssistantTextExtender(text: $text) }'
const SHORTEN = 'mutation($text: String!) { aiAssistantTextShortener(text: $text) }'
const CUSTOM = 'mutation($task: String!, $text: String!) { aiAssistantTextCustomEdit(task: $task, text: $text) }'

const PASSAGE =
  'Инфляция является устойчивым ростом общего уровня цен. Например, при высокой инфляции покупательная способность денег снижается. Поэтому центральный банк повышает ключевую ставку.'

describe('AI editor calls', () => {
  it('answers only signed-in clients', async () => {
    const res = await gql(app, REWRITE, { text: PASSAGE }, fromIp('10.94.1.1'))
    expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED')
    expect(res.data).toBeNull()
  })

  it('refuses an empty or too long passage and a too long instruction with the named limits', async () => {
    const h = await client()
    const long = await gql(app, REWRITE, { text: 'а'.repeat(AI_EDITOR_LIMITS.selection.max + 1) }, h)
    expect(long.errors?.[0]).toMatchObject({ message: AI_EDITOR_MESSAGES.selectionTooLong, extensions: { code: 'BAD_REQUEST' } })
    const empty = await gql(app, SHORTEN, { text: '   ' }, h)
    expect(empty.errors?.[0]?.message).toBe(AI_EDITOR_MESSAGES.selectionEmpty)
    const task = await gql(app, CUSTOM, { task: 'я'.repeat(AI_EDITOR_LIMITS.instruction.max + 1), text: PASSAGE }, h)
    expect(task.errors?.[0]?.message).toBe(AI_EDITOR_MESSAGES.instructionTooLong)
    // Exactly at the limit is fine.
    const atLimit = await gql(app, REWRITE, { text: `${'слово '.repeat(500)}`.slice(0, AI_EDITOR_LIMITS.selection.max) }, h)
    expect(atLimit.errors).toBeUndefined()
  })

  it('answers demo results that differ from the passage and keep its facts', async () => {
    const h = await client()
    const rewrite = (await gql(app, REWRITE, { text: PASSAGE }, h)).data.aiAssistantTextRewrite as string
    expect(rewrite).not.toBe(PASSAGE)
    expect(rewrite).toContain('выступает')
    const shorter = (await gql(app, SHORTEN, { text: PASSAGE }, h)).data.aiAssistantTextShortener as string
    expect(shorter.length).toBeLessThan(PASSAGE.length)
    expect(PASSAGE.startsWith(shorter)).toBe(true)
    const longer = (await gql(app, EXTEND, { text: PASSAGE }, h)).data.aiAssistantTextExtender as string
    expect(longer.startsWith(PASSAGE)).toBe(true)
    expect(longer.length).toBeGreaterThan(PASSAGE.length)
    // No new digit, no name: the added sentence restates the passage's first sentence.
    expect(longer.replace(PASSAGE, '')).toContain('Инфляция является устойчивым ростом общего уровня цен')
    const upper = (await gql(app, CUSTOM, { task: 'Напиши заглавными буквами', text: PASSAGE }, h)).data.aiAssistantTextCustomEdit
    expect(upper).toBe(PASSAGE.toUpperCase())
    const unknown = (await gql(app, CUSTOM, { task: 'Добавь статистику за 2024 год', text: PASSAGE }, h)).data.aiAssistantTextCustomEdit as string
    expect(unknown).toMatch(/^\[Демо-режим: нейросеть не подключена/)
    expect(unknown).not.toBe(PASSAGE)
  })

  it('answers the default message when the provider fails and leaves the work as it was', { timeout: 120_000 }, async () => {
    const h = await client()
    const userId = (await gql(app, '{ me { id } }', {}, h)).data.me.id as string
    await applyPaymentCredit({ tx: t.db, paymentKey: `editor:${userId}`, userId, reason: 'refill', credits: { permanent_tokens: 100 } })
    const { id, outline } = await essayOnOutline(app, deps, h, 'Инфляция и денежно-кредитная политика', 3)
    expect(await approveOutline(app, deps, h, id, outline)).toBe(4)
    await completeEssay(app, deps, h, id, 2)
    const TEXT = `query($id: ID!) { getAiEssayOrderById(id: $id) { finalText { key title text } } }`
    const before = (await gql(app, TEXT, { id }, h)).data.getAiEssayOrderById

    const failing: TAi = {
      info: { kind: 'openai', model: 'down', isDemo: false },
      generateObject: () => Promise.reject(new AiError('unavailable', 'fake 503')),
      generateText: () => Promise.reject(new AiError('unavailable', 'fake 503')),
      streamText: () => {
        throw new AiError('unavailable', 'fake 503')
      },
    }
    const down = createApp({ ...deps, ports: { ...deps.ports, ai: failing } })
    const section = (before.finalText as { text: string }[])[0]!.text.slice(0, 400)
    for (const q of [REWRITE, EXTEND, SHORTEN]) {
      const res = await gql(down, q, { text: section }, h)
      expect(res.errors?.[0]).toMatchObject({ message: 'Что-то пошло не так. Попробуй еще раз', extensions: { code: 'CONFLICT' } })
    }
    const custom = await gql(down, CUSTOM, { task: 'Сократи', text: section }, h)
    expect(custom.errors?.[0]?.message).toBe('Что-то пошло не так. Попробуй еще раз')
    expect((await gql(app, TEXT, { id }, h)).data.getAiEssayOrderById).toEqual(before)
  })

  it('limits each client per minute, not the next client', async () => {
    const h = await client()
    const perMinute = AI_EDITOR_WINDOWS[0]!.max
    for (let i = 0; i < perMinute; i++) expect((await gql(app, SHORTEN, { text: PASSAGE }, h)).errors).toBeUndefined()
    const over = await gql(app, SHORTEN, { text: PASSAGE }, h)
    expect(over.errors?.[0]?.extensions).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' })
    expect(over.errors?.[0]?.extensions?.retryAfterSeconds).toBeGreaterThan(0)
    expect((await gql(app, SHORTEN, { text: PASSAGE }, await client())).errors).toBeUndefined()
  })
})
