// The bonus cabinet's data in the browser (platform.md §3 User.referralId, referrerStats): the caller's link and what it brought.
import { countOf, TOKEN_FORMS } from '../../domain/text/plural'
import { gql } from '../graphql/client'
import { FriendsDocument, type FriendsQuery } from '../graphql/generated/referrals/graphql'

export type TReferrerStats = NonNullable<FriendsQuery['me']>['referrerStats']
export type TFriends = { referralId: string; stats: TReferrerStats }

/** Null when no one is signed in (the token is gone or stale); throws an ApiError with the text to show otherwise. */
export async function loadFriends(): Promise<TFriends | null> {
  const data = await gql(FriendsDocument)
  if (!data.me) return null
  return { referralId: data.me.referralId, stats: data.me.referrerStats }
}

/** The personal link a friend follows: /ref/{id} stores the id, which sign-up then sends as referrerId. */
export const referralLink = (origin: string, referralId: string) => `${origin}/ref/${encodeURIComponent(referralId)}`

/** 1 токен, 2 токена, 5 токенов. */
export const tokensWord = (n: number) => countOf(n, TOKEN_FORMS)

/** Copies through the Clipboard API, else through a hidden text field (older browsers, non-secure origins). */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text)
      return true
    }
  } catch {
    // Falls through to the text-field way.
  }
  const field = document.createElement('textarea')
  field.value = text
  field.setAttribute('readonly', '')
  field.style.position = 'fixed'
  field.style.opacity = '0'
  document.body.appendChild(field)
  field.select()
  let ok = false
  try {
    ok = document.execCommand('copy')
  } catch {
    ok = false
  }
  field.remove()
  return ok
}
