// Body of the friends popup (platform.md §2 Popups): the referral link and what it brought, in short, with the way
// to the bonus cabinet. A guest is asked to sign in first: the link is personal.
import { useEffect, useState } from 'react'
import { AUTH_PATH } from '../../domain/routes'
import type { PopupBodyProps } from '../popups/popup-props'
import { loadFriends, referralLink, tokensWord, type TFriends } from './referrals-api'
import { ReferralLink } from './referral-link'
import { ReferrerStats } from './referrer-stats'
import './referrals.css'

export const FRIENDS_PATH = '/ecosystem/friends'

export default function FriendsPopup(_props: PopupBodyProps<'friends'>) {
  const [friends, setFriends] = useState<TFriends | null | undefined>(undefined)
  const [failed, setFailed] = useState<string | null>(null)

  useEffect(() => {
    loadFriends()
      .then(setFriends)
      .catch((e: Error) => setFailed(e.message))
  }, [])

  if (failed) return <p className="friends-popup" data-state="failed">{failed}</p>
  if (friends === undefined) return <div className="friends-popup skeleton friends-skeleton" data-state="loading" aria-busy="true" />
  if (friends === null) {
    return (
      <div className="friends-popup" data-state="guest">
        <p>Войди, чтобы получить свою ссылку для друзей и зарабатывать токены.</p>
        <a className="btn btn--primary btn--block" href={`${AUTH_PATH}?redirect=${encodeURIComponent(FRIENDS_PATH)}`}>
          Войти
        </a>
      </div>
    )
  }
  return (
    <div className="friends-popup" data-state="ready">
      <p>
        Друг регистрируется по твоей ссылке, а когда впервые оплатит — ты получаешь <b data-reward>{tokensWord(friends.stats.rewardTokens)}</b>.
      </p>
      <ReferralLink id="friends-popup-link" link={referralLink(location.origin, friends.referralId)} />
      <ReferrerStats stats={friends.stats} compact />
      <a className="btn btn--secondary btn--block" href={FRIENDS_PATH}>
        Открыть бонусный кабинет
      </a>
    </div>
  )
}
