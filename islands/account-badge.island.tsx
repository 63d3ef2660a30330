// Profile entry of the cabinet header (desktop only, platform.md §2): the client's name and token balance with a menu
// (profile, «Выйти»), or a guest with «Войти». It re-reads the user on a profile save in this tab and whenever the
// client's room says the user or a payment changed (user-changed, pay-in-success: platform.md §7 realtime events).
import { useEffect, useRef, useState } from 'react'
import { PROFILE_ITEM, SIGN_IN_ITEM } from '../domain/navigation'
import { gqlRequest } from './graphql/client'
import { MeDocument, type MeQuery } from './graphql/generated/me/graphql'
import { clearApiToken, getApiToken } from './graphql/credentials'
import { Icon } from './icons'
import { clearLocalUser } from './auth/local-user'
import { useDetailsDismiss } from './use-dismiss'
import { hideInfluencerForSubscriber } from './banners/hide-influencer'
import { onUserChanged } from './user-changed'

type Me = NonNullable<MeQuery['me']>

export default function AccountBadge() {
  const [me, setMe] = useState<Me | null>(null)
  const [state, setState] = useState<'loading' | 'ready'>('loading')
  const menu = useRef<HTMLDetailsElement>(null)
  useDetailsDismiss(menu)
  const userId = me?.id ?? null
  // Whether the client's room is joined (its changes reach the header live).
  const [live, setLive] = useState(false)
  // The signed-in part (the token count's formatting, the client's room) loads only for a client: a guest's pages do
  // not carry it (the cabinet's JS budget).
  const [tokensLabel, setTokensLabel] = useState<((n: number) => string) | null>(null)

  useEffect(() => {
    // Without a token the answer is known: a guest, and no request is needed.
    if (!getApiToken()) {
      setState('ready')
      return
    }
    let alive = true
    const load = () =>
      gqlRequest(MeDocument)
        .then(({ data }) => {
          if (!alive) return
          // Spec §4 Session: no user for the stored token means the token is stale, so it is dropped.
          if (!data?.me) {
            clearApiToken()
            clearLocalUser()
          }
          if (data?.me?.userCurrentSubscription) hideInfluencerForSubscriber()
          setMe(data?.me ?? null)
        })
        .catch(() => alive && setMe(null))
        .finally(() => alive && setState('ready'))
    void load()
    // A profile save in this tab: the new name shows in the header at once, without a reload.
    const stop = onUserChanged(() => void load())
    return () => {
      alive = false
      stop()
    }
  }, [])

  // A change made elsewhere (an administrator's grant, a payment, the wheel, another tab) arrives in the client's room:
  // the user is re-read, as a save in this tab does.
  useEffect(() => {
    if (!userId) return
    let stop: (() => void) | null = null
    let alive = true
    void import('./account-live').then((m) => {
      if (!alive) return
      setTokensLabel(() => m.formatTokens)
      stop = m.followUserRoom(userId, setLive)
    })
    return () => {
      alive = false
      stop?.()
    }
  }, [userId])

  // The server cannot know the session, so it renders a link to the profile that suits both: a client lands
  // there, a guest is sent on to sign-in by the routing guard. It also stays usable on zero-JS cabinet pages.
  if (state === 'loading') {
    return (
      <a className="account-badge account-badge--user" data-state={state} href={PROFILE_ITEM.href}>
        <span className="avatar avatar--guest" aria-hidden="true">
          <Icon name="user" size={18} />
        </span>
        <span className="account-badge__name">{PROFILE_ITEM.label}</span>
      </a>
    )
  }
  if (me) {
    const name = me.name ?? me.email ?? 'Студент'
    return (
      <details ref={menu} className="account-badge account-badge--user account-menu" data-state={state} data-live={live || undefined}>
        <summary title={PROFILE_ITEM.label}>
          <span className="avatar" aria-hidden="true">
            {name.trim().charAt(0).toUpperCase() || '?'}
          </span>
          <span className="account-badge__who">
            <span className="account-badge__name">{name}</span>
            {tokensLabel && (
              <span className="account-badge__balance" data-header-balance={me.balance.balanceTokens}>
                {tokensLabel(me.balance.balanceTokens)}
              </span>
            )}
          </span>
          <Icon name="chevron" size={16} />
        </summary>
        <div className="menu account-menu__list">
          <a className="menu__item" href={PROFILE_ITEM.href}>
            {PROFILE_ITEM.label}
          </a>
          {/* The session code loads only when it is needed: most visits never sign out. */}
          <button type="button" className="menu__item account-menu__out" onClick={() => void import('./auth/session').then((m) => m.signOut())}>
            Выйти
          </button>
        </div>
      </details>
    )
  }
  return (
    <div className="account-badge" data-state={state}>
      <span className="avatar avatar--guest" aria-hidden="true">
        <Icon name="user" size={18} />
      </span>
      <span className="account-badge__name">Гость</span>
      <a className="btn btn--primary btn--sm" href={SIGN_IN_ITEM.href}>
        {SIGN_IN_ITEM.label}
      </a>
    </div>
  )
}
