// Name and e-mail (platform spec §7 UpdateUserInformation), with the e-mail's verified state and «Подтвердить почту».
import { useState } from 'react'
import { ApiError } from '../graphql/api-error'
import { gql } from '../graphql/client'
import { SendVerificationEmailDocument, UpdateUserInformationDocument } from '../graphql/generated/profile/graphql'
import { toast } from '../toasts/toast-store'
import { FormField, ScriptForm } from '../ui/form'
import { profileErrorText, type TProfile } from './profile-api'
import { announceUserChanged } from '../user-changed'

type Props = { me: TProfile; onSaved: (me: TProfile) => void }

export function InfoForm({ me, onSaved }: Props) {
  const [name, setName] = useState(me.name ?? '')
  const [email, setEmail] = useState(me.email ?? '')
  const [errors, setErrors] = useState<{ name?: string; email?: string }>({})
  const [busy, setBusy] = useState<'save' | 'verify' | null>(null)
  const emailChanged = email.trim().toLowerCase() !== (me.email ?? '')
  const dirty = name.trim() !== (me.name ?? '') || emailChanged

  async function save() {
    if (busy) return
    // The schemas' modules carry zod and libphonenumber: loaded on the first save, not with the page.
    const [{ isEmail, EMAIL_MESSAGES }, { PROFILE_MESSAGES }] = await Promise.all([import('../../domain/auth/email'), import('../../domain/auth/profile')])
    const next: typeof errors = {}
    if (!name.trim()) next.name = PROFILE_MESSAGES.nameEmpty
    if (email.trim() && !isEmail(email.trim())) next.email = EMAIL_MESSAGES.invalid
    setErrors(next)
    if (next.name || next.email) return
    setBusy('save')
    try {
      const vars = { name: name.trim(), ...(emailChanged && email.trim() ? { email: email.trim().toLowerCase() } : {}) }
      const data = await gql(UpdateUserInformationDocument, vars)
      onSaved(data.updateUserInformation)
      announceUserChanged()
      toast.success('Сохранено')
    } catch (e) {
      const message = profileErrorText(e)
      // Spec §8: a taken (or refused) address is the e-mail field's problem.
      if (e instanceof ApiError && e.data.field === 'email') setErrors({ email: message })
      else toast.error(message)
    } finally {
      setBusy(null)
    }
  }

  async function verify() {
    if (busy) return
    setBusy('verify')
    try {
      await gql(SendVerificationEmailDocument)
      toast.success(`Мы отправили письмо на ${me.email}. Открой ссылку из него`)
    } catch (e) {
      toast.error((e as Error).message)
    } finally {
      setBusy(null)
    }
  }

  return (
    <ScriptForm className="card profile-card" onSubmit={save}>
      <h2>Личные данные</h2>
      <FormField id="profile-name" label="Имя" error={errors.name}>
        <input id="profile-name" className="input" name="name" autoComplete="name" maxLength={100} value={name} aria-invalid={Boolean(errors.name) || undefined} onChange={(e) => (setName(e.target.value), setErrors({ ...errors, name: undefined }))} />
      </FormField>
      <FormField
        id="profile-email"
        label="Почта"
        error={errors.email}
        after={
          me.email &&
          !emailChanged && (
            <div className="profile-verify">
              {me.emailVerifiedAt ? (
                <span className="badge badge--success">Почта подтверждена</span>
              ) : (
                <>
                  <span className="badge badge--warning">Почта не подтверждена</span>
                  <button type="button" className="btn btn--soft btn--sm" disabled={busy !== null} onClick={() => void verify()}>
                    Подтвердить почту
                  </button>
                </>
              )}
            </div>
          )
        }
      >
        <input id="profile-email" className="input" name="email" type="email" autoComplete="email" value={email} aria-invalid={Boolean(errors.email) || undefined} onChange={(e) => (setEmail(e.target.value), setErrors({ ...errors, email: undefined }))} />
      </FormField>
      <button type="submit" className="btn" disabled={!dirty || busy !== null}>
        Сохранить
      </button>
    </ScriptForm>
  )
}
