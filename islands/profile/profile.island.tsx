// The client's profile (route ecosystem-common__profile): photo, name, e-mail, phone, settings, receipts, the training
// tutor's memories, sign-out.
import { useEffect, useState } from 'react'
import { AUTH_PATH } from '../../domain/routes'
import { gql } from '../graphql/client'
import { ProfileDocument } from '../graphql/generated/profile/graphql'
import { toast } from '../toasts/toast-store'
import { clearSession, signOut, signOutEverywhere } from '../auth/session'
import { writeLocalUser } from '../auth/local-user'
import type { TChannel, TProfile } from './profile-api'
import { AvatarField } from './avatar-field'
import { InfoForm } from './info-form'
import { PhoneCard } from './phone-card'
import { SettingsCard } from './settings-card'
import { TelegramCard } from './telegram-card'
import { ReceiptForm } from './receipt-form'
import { RestrictionNotice } from './restriction-notice'
import { MemoriesSection } from '../tutor/memories-section'
import './profile.css'

const EMAIL_VERIFIED = { '1': 'Почта подтверждена', '0': 'Ссылка устарела или уже использована. Запроси письмо ещё раз' } as const

/** devTelegram: no bot behind the attach link here (local mode); the card points at /dev/telegram/start instead. */
export default function Profile({ devTelegram = false }: { devTelegram?: boolean }) {
  const [me, setMe] = useState<TProfile | null>(null)
  const [channels, setChannels] = useState<TChannel[]>([])
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading')

  useEffect(() => {
    const flag = new URLSearchParams(location.search).get('emailVerified')
    if (flag === '1') toast.success(EMAIL_VERIFIED[flag])
    if (flag === '0') toast.error(EMAIL_VERIFIED[flag])
    gql(ProfileDocument)
      .then((data) => {
        // Spec §4 Session: no user for the stored token ends the session; sign-in brings the person back here.
        if (!data.me) {
          clearSession()
          location.replace(`${AUTH_PATH}?redirect=${encodeURIComponent(location.pathname + location.search)}`)
          return
        }
        setMe(data.me)
        setChannels(data.notificationChannels)
        setState('ready')
      })
      .catch((e: Error) => {
        toast.error(e.message)
        setState('failed')
      })
  }, [])

  const saved = (next: TProfile) => {
    setMe(next)
    writeLocalUser({ name: next.name ?? null, roleId: next.role.id, hasSuccessPayIns: false, hasUnpaidOrder: false })
  }

  if (!me) {
    return (
      <div className="profile" data-state={state} aria-busy={state === 'loading'}>
        <div className="card profile-card skeleton profile-skeleton" />
        <div className="card profile-card skeleton profile-skeleton" />
      </div>
    )
  }
  const name = me.name ?? me.email ?? 'Студент'
  return (
    <div className="profile" data-state={state}>
      {me.restriction && <RestrictionNotice restriction={me.restriction} />}
      <section className="card profile-card profile-head" aria-label="Фото">
        <AvatarField avatar={me.avatar} name={name} onChange={(avatar) => setMe({ ...me, avatar })} />
        <div>
          <p className="profile-head__name">{name}</p>
          <p className="field__hint">{me.email ?? 'Почта не указана'}</p>
        </div>
      </section>
      <div className="profile-grid">
        <InfoForm me={me} onSaved={saved} />
        <PhoneCard me={me} onSaved={saved} />
        <SettingsCard me={me} channels={channels} onSaved={saved} />
        <TelegramCard me={me} onChanged={setMe} devBot={devTelegram} />
        <ReceiptForm me={me} onSaved={saved} />
      </div>
      <MemoriesSection isMemoryEnabled={me.isMemoryEnabled} />
      <div className="profile-exit">
        <button type="button" className="btn btn--secondary profile-logout" onClick={() => void signOut()}>
          Выйти
        </button>
        <button
          type="button"
          className="btn btn--secondary profile-logout-everywhere"
          onClick={() => void signOutEverywhere().catch((e: Error) => toast.error(e.message))}
        >
          Выйти на всех устройствах
        </button>
      </div>
    </div>
  )
}
