// «Правила оформления»: the profiles a client may check and write by (GET /api/format-check/profiles) — the standards,
// their own, and those approved for universities — as one select, shared by the format check and the finished text
// work's downloads.
import { useEffect, useState } from 'react'
import { apiJson } from '../graphql/rest'

export type TProfileItem = { id: string; name: string; university: string | null; source: string; review: 'builtin' | 'private' | 'submitted' | 'approved' | 'rejected'; mine: boolean }

export const GOST_PROFILE_ID = 'gost-7.32-2017'
const GOST_ITEM: TProfileItem = { id: GOST_PROFILE_ID, name: 'ГОСТ 7.32-2017', university: null, source: '', review: 'builtin', mine: false }

export const profileLabel = (p: TProfileItem) => (p.university ? `${p.university}: ${p.name}` : p.name) + (p.mine && p.review === 'submitted' ? ' (на проверке)' : '')

/** The list (GOST alone until it loads, or if it cannot), the chosen id, and a way to add a just-saved profile. */
export function useFormatProfiles() {
  const [profiles, setProfiles] = useState<TProfileItem[]>([GOST_ITEM])
  const [profileId, setProfileId] = useState(GOST_PROFILE_ID)
  useEffect(() => {
    apiJson<TProfileItem[]>('/api/format-check/profiles')
      .then((list) => list.length && setProfiles(list))
      .catch(() => undefined)
  }, [])
  const add = (p: TProfileItem) => {
    setProfiles((list) => [...list.filter((x) => x.id !== p.id), p])
    setProfileId(p.id)
  }
  const profile = profiles.find((p) => p.id === profileId) ?? GOST_ITEM
  return { profiles, profileId, setProfileId, profile, add }
}

export function ProfileSelect({ id, profiles, value, onChange, label = 'Правила оформления' }: { id: string; profiles: TProfileItem[]; value: string; onChange: (id: string) => void; label?: string }) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select id={id} className="input" value={value} onChange={(e) => onChange(e.target.value)} data-field="profile">
        {profiles.map((p) => (
          <option key={p.id} value={p.id}>
            {profileLabel(p)}
          </option>
        ))}
      </select>
    </div>
  )
}
