// The bot's webhook work: /start requestAuthCode_<id> answers with a sign-in code, /start attach_<id> attaches
// the bot to an account, and my_chat_member keeps telegramBotIsBlocked true to what Telegram reports.
import { z } from 'zod'
import type { AppDeps } from '../context'
import { asCaller } from '../db/port'
import { AUTH_CODE_TTL_SECONDS } from '../../domain/auth/limits'
import { userRoom } from '../../domain/realtime'
import { dropCode, reserveCode } from './code-store'
import { generateNumericCode, hashAuthCode } from './secrets'
import { SERVICE } from './service-caller'
import { ATTACH_PAYLOAD, SIGN_IN_PAYLOAD } from './telegram-link'

// Only what is read; Telegram sends much more, and unknown update kinds are ignored (allow-list).
const ZUser = z.object({ id: z.number().int(), is_bot: z.boolean().optional(), first_name: z.string().optional(), last_name: z.string().optional(), username: z.string().optional() })
const ZTelegramUpdate = z.object({
  update_id: z.number().int(),
  message: z.object({ chat: z.object({ id: z.number().int(), type: z.string() }), from: ZUser.optional(), text: z.string().optional() }).optional(),
  my_chat_member: z.object({ from: ZUser, new_chat_member: z.object({ status: z.string() }) }).optional(),
})

const BOT_TEXT = {
  code: (code: string) => `Твой код для входа в Кампус: ${code}\nВведи его на сайте. Код действует ${AUTH_CODE_TTL_SECONDS / 60} минут, никому его не сообщай.`,
  wait: (s: number) => `Код уже отправлен. Новый можно получить через ${Math.ceil(s)} с.`,
  linkExpired: 'Ссылка устарела. Вернись на сайт Кампуса и нажми «Получить код» ещё раз.',
  hello: 'Привет! Чтобы войти в Кампус, нажми на сайте «Войти через Телеграм» — я пришлю код.',
  attached: 'Готово! Телеграм привязан к твоему аккаунту Кампуса, уведомления будут приходить сюда.',
  attachedElsewhere: 'Этот Телеграм уже привязан к другому аккаунту Кампуса.',
} as const

export async function handleTelegramUpdate(opts: { deps: AppDeps; update: unknown }): Promise<void> {
  const { deps } = opts
  const parsed = ZTelegramUpdate.safeParse(opts.update)
  if (!parsed.success) return
  const update = parsed.data
  const fresh = await asCaller(deps.db, SERVICE, async (tx) => {
    if (Math.random() < 0.01) await tx.query(`delete from private.telegram_updates where received_at < now() - interval '2 days'`)
    return (await tx.query('insert into private.telegram_updates (update_id) values ($1) on conflict do nothing returning update_id', [update.update_id])).length > 0
  })
  if (!fresh) return

  if (update.my_chat_member) {
    const blocked = ['kicked', 'left'].includes(update.my_chat_member.new_chat_member.status)
    await markBlocked(deps, update.my_chat_member.from.id, blocked)
    return
  }
  const message = update.message
  // Codes go only to a person in a private chat, never to a group or another bot.
  if (!message?.from || message.from.is_bot || message.chat.type !== 'private' || !message.text?.startsWith('/start')) return
  const payload = message.text.split(/\s+/)[1] ?? ''
  const reply = payload.startsWith(SIGN_IN_PAYLOAD)
    ? await sendSignInCode(deps, payload.slice(SIGN_IN_PAYLOAD.length), message.from)
    : payload.startsWith(ATTACH_PAYLOAD)
      ? await attachBot(deps, payload.slice(ATTACH_PAYLOAD.length), message.from.id)
      : BOT_TEXT.hello
  if (reply) await send(deps, String(message.chat.id), message.from.id, reply)
}

type TgUser = z.output<typeof ZUser>

/** Returns the reply, or null when the code message itself was the reply. */
async function sendSignInCode(deps: AppDeps, linkId: string, from: TgUser): Promise<string | null> {
  const code = generateNumericCode()
  const reserved = await asCaller(deps.db, SERVICE, async (tx) => {
    const [link] = await tx.query<{ fingerprint: string; params: Record<string, unknown> }>(
      `select fingerprint, params from private.telegram_links where id = $1 and purpose = 'sign-in' and expires_at > now()`,
      [linkId],
    )
    if (!link) return { ok: false as const, reply: BOT_TEXT.linkExpired }
    const r = await reserveCode(tx, {
      kind: 'telegram',
      channel: 'telegram',
      target: link.fingerprint,
      codeHash: await hashAuthCode({ secret: deps.settings.APP_JWT_SECRET, kind: 'telegram', target: link.fingerprint, code }),
      ip: null,
      limitByIp: false,
      limitKey: `telegram:${from.id}`,
      params: { link: link.params, telegramUserId: String(from.id), firstName: from.first_name ?? null, lastName: from.last_name ?? null },
    })
    return r.ok ? { ok: true as const, id: r.id } : { ok: false as const, reply: BOT_TEXT.wait(r.retryAfterSeconds) }
  })
  if (!reserved.ok) return reserved.reply
  const sent = await send(deps, String(from.id), from.id, BOT_TEXT.code(code))
  if (!sent) await asCaller(deps.db, SERVICE, (tx) => dropCode(tx, reserved.id))
  return null
}

async function attachBot(deps: AppDeps, linkId: string, telegramId: number): Promise<string> {
  return asCaller(deps.db, SERVICE, async (tx) => {
    const [link] = await tx.query<{ user_id: string }>(
      `delete from private.telegram_links where id = $1 and purpose = 'attach' and expires_at > now() returning user_id::text`,
      [linkId],
    )
    if (!link) return BOT_TEXT.linkExpired
    const [other] = await tx.query('select 1 from public.users where telegram_id = $1::bigint and id <> $2::uuid', [telegramId, link.user_id])
    if (other) return BOT_TEXT.attachedElsewhere
    await tx.query('update public.users set telegram_id = $2::bigint, telegram_bot_is_blocked = false, updated_at = now() where id = $1::uuid', [link.user_id, telegramId])
    // The profile's Telegram card waits for this to show the bot attached.
    await deps.realtime.publish(tx, { room: userRoom(link.user_id), event: 'user-changed', data: { id: link.user_id } })
    return BOT_TEXT.attached
  })
}

/** False when the message did not go out; a blocked bot is remembered on the account. */
async function send(deps: AppDeps, chatId: string, telegramId: number, text: string): Promise<boolean> {
  try {
    const { blocked } = await deps.ports.delivery.telegram({ chatId, text })
    if (blocked) await markBlocked(deps, telegramId, true)
    return !blocked
  } catch (e) {
    deps.log.error('telegram reply failed', { error: e instanceof Error ? e.message : String(e) })
    return false
  }
}

const markBlocked = (deps: AppDeps, telegramId: number, blocked: boolean) =>
  asCaller(deps.db, SERVICE, async (tx) => {
    const changed = await tx.query<{ id: string }>(
      'update public.users set telegram_bot_is_blocked = $2, updated_at = now() where telegram_id = $1::bigint and telegram_bot_is_blocked <> $2 returning id::text',
      [telegramId, blocked],
    )
    for (const { id } of changed) await deps.realtime.publish(tx, { room: userRoom(id), event: 'user-changed', data: { id } })
  })
