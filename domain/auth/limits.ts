// Sign-in figures shared by the screens (countdown, hints) and the server (enforcement).

export const AUTH_CODE_LENGTH = 4
/** The most a sign-up's entry source (sourceKey, the session's entry parameter) may hold. */
export const SOURCE_KEY_MAX = 100
/** Long enough to read an SMS or an e-mail that lands in spam; short enough that a leaked code soon dies. */
export const AUTH_CODE_TTL_SECONDS = 5 * 60
/** Wrong tries per code; then the code is dead and a new one must be requested. 5 of 10 000 = 0.05 % per code. */
export const AUTH_CODE_MAX_WRONG_TRIES = 5
/** Spec §9: resend timer 60 s. A resend replaces the previous code. */
export const AUTH_CODE_RESEND_SECONDS = 60

/**
 * Sends per phone or e-mail: a person needs one or two, a typo or a lost SMS a few more; the caps stop
 * SMS bombing of one number and bound guessing to 5 codes × 5 tries = 25 guesses (0.25 %) per hour,
 * 50 (0.5 %) per day.
 */
export const AUTH_SENDS_PER_TARGET = { hour: 5, day: 10 } as const
/**
 * Sends per IP: higher than per target because a dormitory or university network shares one address,
 * low enough that one host cannot pump SMS to hundreds of numbers (SMS-pumping fraud).
 */
export const AUTH_SENDS_PER_IP = { hour: 20, day: 50 } as const
/** Wrong codes per IP across all targets: stops one host from spreading guesses over many numbers. */
export const AUTH_WRONG_CODES_PER_IP = { hour: 30 } as const
/**
 * Wrong codes per phone or e-mail from all addresses together: a botnet with a fresh address per guess still
 * gets no more than this against one person's account (on top of 5 tries per code).
 */
export const AUTH_WRONG_CODES_PER_TARGET = { hour: 30 } as const

/** OAuth and Telegram hand-off ids live just long enough for one redirect. */
export const AUTH_TOKEN_ID_TTL_SECONDS = 2 * 60
export const OAUTH_STATE_TTL_SECONDS = 10 * 60
export const TELEGRAM_LINK_TTL_SECONDS = 60 * 60
export const EMAIL_VERIFICATION_TTL_SECONDS = 24 * 60 * 60
