// POST /api/oauth/save-params body: what the sign-up screen knew before leaving for Yandex or VK.
import { z } from 'zod'
import { ZSafeRedirect, ZSignUpParams } from './sign-up-params'
import { SIGN_IN_STATE_PATTERN } from './sign-in-state'

export const OAUTH_PROVIDERS = ['yandex', 'vkontakte'] as const
export type TOAuthProvider = (typeof OAUTH_PROVIDERS)[number]

export const ZOAuthSaveParams = ZSignUpParams.omit({ roleId: true }).extend({
  isWebApp: z.boolean().nullish(),
  redirect: ZSafeRedirect.nullish(),
  // Kept by the browser that starts the flow; stored only as a hash, never with the params.
  signInState: z.string().regex(SIGN_IN_STATE_PATTERN, 'Неверное состояние входа').nullish(),
})

/** The Telegram link call (spec §7): the same sign-up params plus where the button was pressed. */
export const ZTelegramLinkParams = ZSignUpParams.omit({ roleId: true, telegramId: true }).extend({
  source: z.string().max(100).nullish(),
})

