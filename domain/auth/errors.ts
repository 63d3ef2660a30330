// Sign-in error classes (platform spec §8): the server marks each GraphQL error with `extensions.authError`
// (and `category` where the spec names one); the auth screens turn it back into a class with the spec's text.

export type TAuthErrorKind = 'Default' | 'Restriction' | 'PhoneFormat' | 'EmailFormat' | 'TooManyAttempts'

export const AUTH_MESSAGES = {
  default: 'Что-то пошло не так',
  phoneForeign: 'К сожалению, поддерживаются только номера РФ',
  tooManyAttempts: 'Слишком много попыток, пожалуйста, попробуй позже',
  emailFormat: 'Некоректный формат почты',
  emailExists: 'Такой e-mail уже существует',
  phoneExists: 'Такой номер телефона уже привязан к другому аккаунту',
  wrongCode: 'Неверный код, попробуй ещё раз',
  codeExpired: 'Код устарел или уже использован, запроси новый',
  linkExpired: 'Ссылка для входа устарела, попробуй войти ещё раз',
  restricted: 'Вход в аккаунт ограничен',
  rateLimit: 'Что за лев, этот тигр. Кампус в восторге от твоего настроя, но нужен тайм-аут. Передохни немного',
} as const

/** Why an OAuth sign-in came back to the auth screen (`?error=` from edge/oauth/routes.ts), in words the person can act on. */
const OAUTH_ERROR_TEXT: Readonly<Record<string, string>> = {
  oauth_unavailable: 'Этот способ входа сейчас недоступен: войди через Телеграм, почту или телефон',
  oauth_denied: 'Вход отменён: доступ к аккаунту не выдан. Попробуй ещё раз или выбери другой способ',
  oauth_state: AUTH_MESSAGES.linkExpired,
  oauth_params: AUTH_MESSAGES.linkExpired,
  oauth_failed: 'Не получилось войти через этот сервис, попробуй ещё раз или выбери другой способ',
}

/** The toast for an `?error=` the auth screen came back with; unknown values get the spec's default. */
export const oauthErrorText = (error: string): string => (Object.hasOwn(OAUTH_ERROR_TEXT, error) ? OAUTH_ERROR_TEXT[error]! : AUTH_MESSAGES.default)

/** Shown under a sign-in way this server has no keys for (local mode without Yandex or VK ID settings). */
export const PROVIDER_UNAVAILABLE = 'Не подключён на этом сервере'

/** Strings the server answers with that the spec lists as recognised (§8); kept in English on purpose. */
export const SERVER_STRINGS = {
  emailExists: 'Email already exists',
  phoneExists: 'Phone already exists',
  tooManyAttempts: 'too many attempts',
} as const

export type TRestrictionInfo = {
  description: string | null
  removeAt: string | null
  canLogin: boolean
  canCreateOrders: boolean
  canCreatePayIns: boolean
  reason: { title: string | null; description: string | null; is_auto_ban_reason: boolean | null } | null
}

export class AuthError extends Error {
  constructor(
    readonly kind: TAuthErrorKind,
    message: string,
  ) {
    super(message)
    this.name = `${kind}AuthError`
  }
}
export class DefaultAuthError extends AuthError {
  constructor(message: string = AUTH_MESSAGES.default) {
    super('Default', message)
  }
}
export class RestrictionAuthError extends AuthError {
  constructor(
    message: string,
    readonly restriction: TRestrictionInfo | null,
  ) {
    super('Restriction', message)
  }
}
class PhoneFormatAuthError extends AuthError {
  constructor(message: string = AUTH_MESSAGES.phoneForeign) {
    super('PhoneFormat', message)
  }
}
class EmailFormatAuthError extends AuthError {
  constructor(message: string = AUTH_MESSAGES.emailFormat) {
    super('EmailFormat', message)
  }
}
export class TooManyAttemptsAuthError extends AuthError {
  constructor(readonly retryAfterSeconds: number | null = null) {
    super('TooManyAttempts', AUTH_MESSAGES.tooManyAttempts)
  }
}

type GraphqlErrorLike = { message?: string; extensions?: Record<string, unknown> } | null | undefined

/**
 * The class the auth screens show for one GraphQL error (or the first of a response's errors): by its code and
 * markers first; the spec's English server strings (§8) are recognised too, as the spec's own client does.
 */
export function authErrorFromGraphql(error: GraphqlErrorLike): AuthError {
  const ext = error?.extensions ?? {}
  const message = typeof error?.message === 'string' && error.message.trim() ? error.message : AUTH_MESSAGES.default
  if (ext.code === 'RESTRICTED' || ext.category === 'restriction' || ext.authError === 'Restriction') {
    return new RestrictionAuthError(message, (ext.restriction as TRestrictionInfo | undefined) ?? null)
  }
  if (ext.authError === 'PhoneFormat') return new PhoneFormatAuthError(message)
  if (ext.authError === 'EmailFormat') return new EmailFormatAuthError(AUTH_MESSAGES.emailFormat)
  if (ext.code === 'TOO_MANY_ATTEMPTS' || ext.authError === 'TooManyAttempts' || message === SERVER_STRINGS.tooManyAttempts) {
    return new TooManyAttemptsAuthError(typeof ext.retryAfterSeconds === 'number' ? ext.retryAfterSeconds : null)
  }
  const taken = ext.code === 'CONFLICT' ? ext.field : null
  if (taken === 'email' || message === SERVER_STRINGS.emailExists) return new DefaultAuthError(AUTH_MESSAGES.emailExists)
  if (taken === 'phone' || message === SERVER_STRINGS.phoneExists) return new DefaultAuthError(AUTH_MESSAGES.phoneExists)
  // Unexpected server failures already arrive as the generic Russian text; English or empty ones do not reach people.
  return new DefaultAuthError(/[А-Яа-яЁё]/.test(message) ? message : AUTH_MESSAGES.default)
}
