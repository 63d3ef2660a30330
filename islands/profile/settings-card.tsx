// Notification channel and the assistant's memory (platform spec §3 User): each saved as soon as it changes.
import { useState } from 'react'
import { gql } from '../graphql/client'
import { UpdateUserInformationDocument } from '../graphql/generated/profile/graphql'
import { toast } from '../toasts/toast-store'
import type { TChannel, TProfile } from './profile-api'

type Props = { me: TProfile; channels: TChannel[]; onSaved: (me: TProfile) => void }

export function SettingsCard({ me, channels, onSaved }: Props) {
  const [busy, setBusy] = useState(false)

  async function save(vars: { notificationChannelId?: number | null; isMemoryEnabled?: boolean }) {
    setBusy(true)
    try {
      onSaved((await gql(UpdateUserInformationDocument, vars)).updateUserInformation)
      toast.success('Сохранено')
    } catch (e) {
      toast.error((e as Error).message)
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="card profile-card" aria-labelledby="settings-title">
      <h2 id="settings-title">Настройки</h2>
      <div className="field">
        <label className="field__label" htmlFor="profile-channel">
          Куда присылать уведомления
        </label>
        <select
          id="profile-channel"
          className="input"
          name="notificationChannelId"
          disabled={busy}
          value={me.notificationChannel?.id ?? ''}
          onChange={(e) => void save({ notificationChannelId: e.target.value ? Number(e.target.value) : null })}
        >
          <option value="">Никуда</option>
          {channels.map((c) => (
            <option key={c.id} value={c.id}>
              {c.title}
            </option>
          ))}
        </select>
      </div>
      <label className="profile-switch">
        <input type="checkbox" role="switch" name="isMemoryEnabled" checked={me.isMemoryEnabled} disabled={busy} onChange={(e) => void save({ isMemoryEnabled: e.target.checked })} />
        <span>
          <b>Память ассистента</b>
          <small>Ассистент помнит прошлые заказы, а репетитор — твои слабые темы и уровень</small>
        </span>
      </label>
    </section>
  )
}
