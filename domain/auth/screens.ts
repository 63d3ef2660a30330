// The auth screens' words (platform spec §2 Auth screens, §5, §9) and the small pure helpers they need.
// Kept free of zod and libphonenumber so the screens' first bundle stays small.
import { AUTH_CODE_LENGTH } from './limits'

export const AUTH_TEXTS = {
  providersTitle: 'Зарегистрируйся или войди',
  otherWays: 'Другие способы входа',
  byEmail: 'Через почту',
  byPhone: 'По номеру телефона',
  telegram: 'Телеграм',
  vk: 'ВКонтакте',
  yandex: 'Яндекс',
  phoneTitle: 'Введи номер телефона',
  emailTitle: 'Введи адрес почты',
  getCode: 'Получить код',
  codeTitle: 'Введи код',
  callHint: 'Не отвечай на звонок, а впиши последние 4 цифры номера',
  smsHint: 'Мы отправили тебе код подтверждения на номер',
  emailHint: 'Мы отправили код на почту',
  emailSpam: 'Если письма нет, проверь папку «Спам»',
  resend: 'Запросить повторно',
  resendIn: 'Запросить повторно через',
  changePhone: 'Изменить номер',
  changeEmail: 'Изменить адрес почты',
  telegramTitle: 'Мы отправим код в телеграм',
  telegramLink: 'Получить код в телеграме',
  telegramHint: 'Нажми «Старт» в боте, он пришлёт код. Впиши его сюда',
  oauthTitle: 'Остался всего один шаг',
  oauthSubtitle: 'Ждём твоего согласия',
  done: 'Готово!',
  back: 'Назад',
  agreementPrefix: 'Я принимаю',
  terms: 'пользовательское соглашение',
  and: 'и',
  privacy: 'политику конфиденциальности',
  consentPrefix: 'и даю',
  consent: 'согласие на обработку персональных данных',
  signingIn: 'Входим…',
  // The hand-off confirmation (login CSRF): another browser started the sign-in, or this one is in another account.
  switchTitle: 'Сменить аккаунт?',
  linkTitle: 'Войти по ссылке?',
  youAreIn: 'Ты уже в аккаунте',
  switchQuestion: 'Войти как другой пользователь —',
  linkLeadsTo: 'Ссылка ведёт в аккаунт',
  notStartedHere:
    'Вход начали не в этом браузере. Если ссылку тебе прислали, не входи: это чужой аккаунт, и его владелец увидит всё, что ты в нём сделаешь.',
  guestKept: 'Заказы, сделанные здесь без входа, к этому аккаунту не привяжутся.',
  confirmSwitch: 'Войти как другой пользователь',
  confirmLink: 'Войти в этот аккаунт',
  stay: 'Остаться в своём аккаунте',
  decline: 'Не входить',
  codeLabel: 'Код из 4 цифр',
  phonePlaceholder: '+7 (___) ___ __ __',
  emailPlaceholder: 'name@mail.ru',
} as const


/** The national 10 digits of what was typed: a leading 7 or 8 of an 11-digit number is the country prefix. */
export function nationalDigits(input: string): string {
  let d = input.replace(/\D/g, '')
  if (input.trim().startsWith('+7') || (d.length === 11 && (d[0] === '7' || d[0] === '8'))) d = d.slice(1)
  return d.slice(0, 10)
}

/** Spec §3 Country mask +7 (###) ### ## ##, filled as far as the person has typed. */
export function maskPhone(national: string): string {
  if (!national) return ''
  const d = national.slice(0, 10)
  let out = `+7 (${d.slice(0, 3)}`
  if (d.length >= 3) out += ')'
  if (d.length > 3) out += ` ${d.slice(3, 6)}`
  if (d.length > 6) out += ` ${d.slice(6, 8)}`
  if (d.length > 8) out += ` ${d.slice(8, 10)}`
  return out
}

/** Spec §9: the resend timer is shown as 00:SS. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds))
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`
}

export const onlyCodeDigits = (value: string) => value.replace(/\D/g, '').slice(0, AUTH_CODE_LENGTH)
export const isFullCode = (value: string) => new RegExp(`^\\d{${AUTH_CODE_LENGTH}}$`).test(value)

/**
 * Where to go after sign-in: only a path on this site (same check as the server's ZSafeRedirect), so a crafted
 * link cannot send a fresh session elsewhere.
 */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value || value.length > 2000) return null
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null
  if (/[\u0000-\u001f\\]/.test(value)) return null
  return value
}
