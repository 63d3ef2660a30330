// «Получить полное решение» (route ecosystem-library__buy, login required): a guest goes to sign-in and comes back
// here; a client's order for the work is made (or found) and its page opens in place of this one.
import { useEffect, useState } from 'react'
import { AUTH_PATH } from '../../domain/routes'
import { libraryOrderPath } from '../../domain/library/order-statuses'
import { ApiError } from '../graphql/api-error'
import { gql } from '../graphql/client'
import { getApiToken } from '../graphql/credentials'
import { CreateLibraryOrderDocument } from '../graphql/generated/library-orders/graphql'
import { taskErrorText } from '../orders/task-failure'
import './library-order.css'

export type LibraryBuyProps = { workSlug: string }

export default function LibraryBuy({ workSlug }: LibraryBuyProps) {
  const [error, setError] = useState<string | null>(null)
  useEffect(() => {
    const signIn = () => location.replace(`${AUTH_PATH}?redirect=${encodeURIComponent(location.pathname)}`)
    if (!getApiToken()) return signIn()
    gql(CreateLibraryOrderDocument, { libraryWorkId: workSlug }).then(
      (d) => location.replace(libraryOrderPath(d.createLibraryWorkOrderByReadyWorkId.unifiedOrderId)),
      // Orders §8: a failed creation says 'Что-то пошло не так' (islands/orders/task-failure.ts).
      (e: unknown) => (e instanceof ApiError && e.code === 'UNAUTHENTICATED' ? signIn() : setError(taskErrorText(e))),
    )
  }, [workSlug])
  return error ? (
    <section className="card lo-note" data-state="failed" role="alert">
      <p>{error}</p>
      <a className="btn" href="/biblioteka/">
        В библиотеку
      </a>
    </section>
  ) : (
    <p className="lo-note" aria-busy="true">
      Открываем решение…
    </p>
  )
}
