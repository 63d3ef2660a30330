// The bonus cabinet (route ecosystem-common__friends, login required): the personal referral link, how the programme
// works and what the link has brought so far (platform.md §2 friends, §3 User.referralId, referrerStats).
import { useEffect, useState } from 'react'
import { AUTH_PATH } from '../../domain/routes'
import { clearSession } from '../auth/session'
import { Icon } from '../icons'
import { toast } from '../toasts/toast-store'
import { loadFriends, referralLink, tokensWord, type TFriends } from './referrals-api'
import { ReferralLink } from './referral-link'
import { ReferrerStats } from './referrer-stats'
import { WheelCard } from '../wheel/wheel-card'
import './referrals.css'

/** The sign-in page with the way back; an OAuth return's auth_token_id goes along so that page can exchange it. */
function signInPath(url: URL): string {
  const tokenId = url.searchParams.get('auth_token_id')
  url.searchParams.delete('auth_token_id')
  const back = `redirect=${encodeURIComponent(url.pathname + url.search)}`
  return tokenId ? `${AUTH_PATH}?auth_token_id=${encodeURIComponent(tokenId)}&${back}` : `${AUTH_PATH}?${back}`
}

export default function Friends() {
  const [friends, setFriends] = useState<TFriends | null>(null)
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading')
  const [origin, setOrigin] = useState('')

  useEffect(() => {
    setOrigin(location.origin)
    loadFriends()
      .then((data) => {
        // Spec §4 Session: no user for the stored token ends the session; sign-in brings the person back here.
        if (!data) {
          clearSession()
          location.replace(signInPath(new URL(location.href)))
          return
        }
        setFriends(data)
        setState('ready')
      })
      .catch((e: Error) => {
        toast.error(e.message)
        setState('failed')
      })
  }, [])

  if (!friends) {
    return (
      <div className="friends" data-state={state} aria-busy={state === 'loading'}>
        <div className="card skeleton friends-skeleton" />
        <div className="card skeleton friends-skeleton" />
      </div>
    )
  }
  const { stats } = friends
  const reward = tokensWord(stats.rewardTokens)
  return (
    <div className="friends" data-state={state}>
      <section className="card friends-invite" aria-labelledby="friends-invite-title">
        <span className="friends-invite__icon" aria-hidden="true">
          <Icon name="gift" size={28} />
        </span>
        <div className="friends-invite__text">
          <h2 id="friends-invite-title">Приглашай друзей и получай токены</h2>
          <p>
            За каждого друга, который оплатит подписку или пакет токенов, ты получишь <b data-reward>{reward}</b>. Токены не сгорают.
          </p>
        </div>
        <ReferralLink id="friends-link" link={referralLink(origin, friends.referralId)} />
      </section>

      <WheelCard />

      <section className="card friends-card" aria-labelledby="friends-stats-title">
        <h2 id="friends-stats-title">Твои результаты</h2>
        <ReferrerStats stats={stats} />
        {stats.registrations === 0 && (
          <div className="empty-state friends-empty" data-empty>
            <span className="empty-state__icon" aria-hidden="true">
              <Icon name="user" size={24} />
            </span>
            <p className="empty-state__title">Пока никто не пришёл по твоей ссылке</p>
            <p className="empty-state__text">Отправь её друзьям: первый, кто оплатит, принесёт тебе {reward}.</p>
          </div>
        )}
      </section>

      <section className="card friends-card" aria-labelledby="friends-how-title">
        <h2 id="friends-how-title">Как это работает</h2>
        <ol className="friends-steps">
          <li>
            <span className="friends-steps__num">1</span>
            <div>
              <b>Поделись ссылкой</b>
              <p>Скопируй её и отправь друзьям в мессенджер или соцсети.</p>
            </div>
          </li>
          <li>
            <span className="friends-steps__num">2</span>
            <div>
              <b>Друг регистрируется</b>
              <p>Он переходит по ссылке и входит в Кампус по телефону, почте или через соцсеть.</p>
            </div>
          </li>
          <li>
            <span className="friends-steps__num">3</span>
            <div>
              <b>Ты получаешь токены</b>
              <p>Когда друг впервые оплатит подписку или пакет токенов, на твой баланс придёт {reward}. Один раз за каждого друга.</p>
            </div>
          </li>
        </ol>
      </section>
    </div>
  )
}
