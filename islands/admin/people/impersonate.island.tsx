// /admin/impersonate#<code>: the new tab of «Открыть кабинет как пользователь». It takes the one-time code from the
// fragment (and drops it from the address at once); once the gate has checked the administrator, it trades the code
// for the user's read-only token with the administrator's own verified token, keeps it in this tab's sessionStorage
// only (islands/graphql/credentials.ts) and opens the cabinet with from_admin. /admin/impersonate?end ends the look.
import { useEffect, useRef, useState } from 'react'
import type { TImpersonationToken } from '../../../domain/admin/people'
import { ADMIN_VIEW_KEY } from '../../graphql/credentials'
import { CLIENT_MAIN_PATH } from '../../../domain/routes'
import { AdminGate } from '../admin-gate'
import { adminFetch } from '../api'

/** Whose cabinet this tab shows, for the way back to their card when the look ends (this tab only, like the token). */
const LOOK_USER_KEY = 'adminViewUserId'

/** Ends the look in this tab: its calls go out with the administrator's own token again. Returns the user's id. */
function endLook(): string | null {
  try {
    const userId = sessionStorage.getItem(LOOK_USER_KEY)
    sessionStorage.removeItem(ADMIN_VIEW_KEY)
    sessionStorage.removeItem(LOOK_USER_KEY)
    return userId
  } catch {
    return null
  }
}

function Exchange({ code }: { code: string | null }) {
  const [error, setError] = useState<string | null>(null)
  const sent = useRef(false)

  useEffect(() => {
    if (code === null || sent.current) return
    sent.current = true
    if (!code) return setError('Нет кода входа: открой кабинет из карточки пользователя')
    void adminFetch<TImpersonationToken>('/api/admin/users/impersonation/exchange', { body: { code } }).then((res) => {
      if (!res.ok) return setError(res.error.message)
      sessionStorage.setItem(ADMIN_VIEW_KEY, res.data.token)
      sessionStorage.setItem(LOOK_USER_KEY, res.data.userId)
      location.replace(`${CLIENT_MAIN_PATH}?from_admin=1`)
    })
  }, [code])

  return error ? (
    <p className="admin__error" role="alert">
      {error}
    </p>
  ) : (
    <p aria-busy="true">Открываем кабинет только для просмотра…</p>
  )
}

export default function ImpersonateIsland() {
  const [code, setCode] = useState<string | null>(null)

  useEffect(() => {
    // ?end: the look's banner ends the look in this tab and goes back to the user's card (no server call: the look's
    // token only reads, and it runs out by itself).
    if (new URLSearchParams(location.search).has('end')) {
      const userId = endLook()
      return location.replace(userId ? `/admin/users/${encodeURIComponent(userId)}` : '/admin/users')
    }
    setCode(location.hash.slice(1))
    history.replaceState(history.state, '', location.pathname)
  }, [])

  return (
    <AdminGate section="users" title="Кабинет пользователя">
      <h1>Кабинет пользователя</h1>
      <Exchange code={code} />
    </AdminGate>
  )
}
