// The signed-in client's money account (balance, detailed tokens, subscriptions) shared by the cabinet's islands through
// jotai's default store: the balance sidebar, the subscription page and the payment return read and refresh one copy.
import { atom, getDefaultStore } from 'jotai/vanilla'
import { gqlRequest } from '../graphql/client'
import { getApiToken } from '../graphql/credentials'
import { MoneyAccountDocument, type MoneyAccountFieldsFragment } from '../graphql/generated/money/graphql'
import { setUserFactsProvider } from '../analytics/providers'

export type TAccount = MoneyAccountFieldsFragment
export type TAccountState = { status: 'idle' | 'loading' | 'ready' | 'guest' | 'failed'; me: TAccount | null }

export const accountAtom = atom<TAccountState>({ status: 'idle', me: null })

const store = getDefaultStore()

// The analytics user context (has_subscription) reads the account from here, on every page that loads it.
setUserFactsProvider(() => {
  const { me } = store.get(accountAtom)
  return { userId: me?.id ?? null, hasSubscription: me ? Boolean(me.userCurrentSubscription && !me.userCurrentSubscription.isAlreadyEnded) : null }
})
let inflight: Promise<TAccount | null> | null = null

/** Loads the account once; later calls share the first answer. */
export function loadAccount(): Promise<TAccount | null> {
  return inflight ?? refreshAccount()
}

/** Reloads the account; every island reading accountAtom sees the new one. */
export function refreshAccount(): Promise<TAccount | null> {
  if (!getApiToken()) {
    store.set(accountAtom, { status: 'guest', me: null })
    return Promise.resolve(null)
  }
  const before = store.get(accountAtom)
  if (!before.me) store.set(accountAtom, { status: 'loading', me: null })
  const request = gqlRequest(MoneyAccountDocument)
    .then(({ data }) => {
      const me = data?.me ?? null
      store.set(accountAtom, { status: me ? 'ready' : 'guest', me })
      return me
    })
    .catch(() => {
      store.set(accountAtom, { status: before.me ? 'ready' : 'failed', me: before.me })
      return before.me
    })
  inflight = request
  return request
}

/** A page that loaded the same fields with its own query shares them here. */
export function setAccount(me: TAccount | null) {
  store.set(accountAtom, { status: me ? 'ready' : 'guest', me })
}
