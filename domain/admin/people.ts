// The back-office's people section (issue 17, part 4): the forms' schemas (restriction, tokens, impersonation) with
// their Russian messages, shared by the islands and the routes, and the shapes the user card reads.
import { z } from 'zod'
import { requiredText } from '../text/required-text'
import type { TBalance } from '../money/ledger-accounts'
import type { TRestrictionInfo } from '../auth/errors'
import { formatNumber } from '../money/format'

const ZVersion = z.number({ error: 'Нет версии записи: обнови страницу' }).int('Нет версии записи: обнови страницу').min(1, 'Нет версии записи: обнови страницу')

const optionalText = (max: number, label: string) =>
  z
    .string({ error: `${label} — это текст` })
    .trim()
    .max(max, `${label} — не длиннее ${max} символов`)
    .nullish()
    .transform((v) => (v ? v : null))

export const ZRestrictUserInput = z
  .object({
    version: ZVersion,
    canLogin: z.boolean({ error: 'Укажи, может ли пользователь входить' }),
    canCreateOrders: z.boolean({ error: 'Укажи, может ли пользователь создавать заказы' }),
    canCreatePayIns: z.boolean({ error: 'Укажи, может ли пользователь платить' }),
    reasonTitle: requiredText(200, { required: 'Заполни причину', tooLong: 'Причина — не длиннее 200 символов' }),
    reasonDescription: optionalText(1000, 'Подробности причины'),
    description: optionalText(500, 'Текст для пользователя'),
    removeAt: z.iso
      .datetime({ offset: true, error: 'Кажется, ты ввёл дату снятия некорректно' })
      .nullish()
      .transform((v) => v ?? null),
  })
  .refine((r) => !r.canLogin || !r.canCreateOrders || !r.canCreatePayIns, { message: 'Сними хотя бы одно право: иначе это не ограничение', path: ['canLogin'] })
  .refine((r) => r.removeAt === null || new Date(r.removeAt).getTime() > Date.now(), { message: 'Дата снятия должна быть в будущем', path: ['removeAt'] })

export const ZLiftRestrictionInput = z.object({
  version: ZVersion,
  note: optionalText(500, 'Комментарий'),
})

/** Token accounts an administrator moves; grants go to the permanent ones (temporary tokens need an expiry). */
export const ADMIN_TOKEN_ACCOUNTS = ['permanent_tokens', 'subscription_tokens', 'temporary_tokens'] as const
export type TAdminTokenAccount = (typeof ADMIN_TOKEN_ACCOUNTS)[number]
export const ADMIN_TOKEN_ACCOUNT_TITLES: Record<TAdminTokenAccount, string> = {
  permanent_tokens: 'Постоянные токены',
  subscription_tokens: 'Токены подписки',
  temporary_tokens: 'Временные токены',
}

const ADMIN_TOKENS_MAX = 1_000_000

export const ZAdjustTokensInput = z
  .object({
    direction: z.enum(['grant', 'take'], { error: 'Выбери: начислить или списать' }),
    account: z.enum(ADMIN_TOKEN_ACCOUNTS, { error: 'Выбери счёт токенов' }).default('permanent_tokens'),
    amount: z
      .number({ error: 'Заполни количество токенов' })
      .int('Количество токенов — целое число')
      .min(1, 'Количество токенов — от 1')
      .max(ADMIN_TOKENS_MAX, `Количество токенов — не больше ${formatNumber(ADMIN_TOKENS_MAX)}`),
    reason: z.string({ error: 'Заполни причину' }).trim().min(3, 'Заполни причину: хотя бы несколько слов').max(500, 'Причина — не длиннее 500 символов'),
    /** Made by the form when it opens: a double click or a retry of the same form moves the tokens once. */
    idempotencyKey: z.uuid({ error: 'Нет ключа формы: обнови страницу' }),
  })
  .refine((r) => r.direction === 'take' || r.account === 'permanent_tokens', { message: 'Начислять можно только постоянные токены', path: ['account'] })

/** A refund from the user card: the amount in kopecks (omitted: all that is left) and the reason, both required by the form. */
export const ZRefundPaymentInput = z.object({
  amountKopecks: z
    .number({ error: 'Заполни сумму возврата' })
    .int('Сумма возврата — в целых копейках')
    .min(1, 'Сумма возврата должна быть больше нуля')
    .optional(),
  reason: requiredText(1000, { required: 'Укажи причину возврата', tooLong: 'Причина возврата длиннее 1000 знаков' }),
})

/** What the refund route answers: the provider's outcome and the payment as it is now. */
export type TAdminRefundResult = {
  status: 'succeeded' | 'pending' | 'canceled'
  amountKopecks: number
  reversal: string | null
  payment: { status: string; amountKopecks: number; refundedKopecks: number }
}

export const ZImpersonationCodeInput = z.object({
  code: z.string({ error: 'Нет кода входа' }).regex(/^[A-Za-z0-9_-]{32,64}$/, 'Код входа устарел или неверен: открой кабинет из карточки ещё раз'),
})

/** A read-only token lives this long; the one-time code that hands it over, a minute. */
export const IMPERSONATION_TOKEN_SECONDS = 30 * 60
export const IMPERSONATION_CODE_SECONDS = 60


export const ROLE_TITLES: Record<number, string> = { 1: 'Клиент', 4: 'Администратор' }

export type TAdminUserRow = {
  id: string
  name: string | null
  email: string | null
  phone: string | null
  roleId: number
  createdAt: string
  restricted: boolean
}

export type TAdminUserCard = {
  id: string
  name: string | null
  email: string | null
  phone: string | null
  roleId: number
  roleTitle: string
  createdAt: string
  telegramAttached: boolean
  /** User.isReseller (platform.md §3): set by the server, never by the client. */
  isReseller: boolean
  version: number
  /** In force now (null when none, or when its removal date has passed). */
  restriction: TRestrictionInfo | null
  /** The stored flags even when the removal date passed, so the form shows what was set. */
  restrictionStored: { canLogin: boolean; canCreateOrders: boolean; canCreatePayIns: boolean; removeAt: string | null }
  balance: TBalance
  subscriptions: TAdminSubscription[]
}

export type TAdminSubscription = {
  id: string
  title: string
  startsAt: string
  endsAt: string
  isRenewable: boolean
  isActive: boolean
  renewalStatus: string | null
}

export type TAdminLedgerRow = { id: number; at: string; account: string; delta: number; balanceAfter: number; reason: string; ref: string | null }

export type TAdminPaymentRow = {
  id: string
  at: string
  kind: string
  product: string
  provider: string
  status: string
  amountKopecks: number
  refundedKopecks: number
  tokens: number | null
  subscriptionTitle: string | null
  /**
   * The payment's refund still open: retry — the provider did not answer (or the process stopped before it did), the
   * same request may be sent again; pending — the provider is returning the money, its answer settles it.
   */
  openRefund: { id: string; amountKopecks: number; state: 'retry' | 'pending' } | null
}

export type TAdminOrderRow = { id: string; at: string; typeId: number; type: string; status: string; isPaid: boolean; text: string | null }

export type TImpersonationStart = { code: string; expiresAt: string }
export type TImpersonationToken = { token: string; expiresAt: string; userId: string; name: string | null }

export type TAdjustTokensResult = { balanceTokens: number; balanceAfter: number; replayed: boolean }
