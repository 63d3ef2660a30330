// The block screen's content (route ecosystem-common__block-screen): the signed-in user's restriction (what is closed,
// why, until when) from GraphQL `me`. A user without a restriction goes to the cabinet. Without a session there is no
// one to ask about: sign-in sends here a person whose login is closed, so the general words stay.
import { useEffect, useState } from 'react'
import { gql } from '../graphql/client'
import { getApiToken } from '../graphql/credentials'
import { BlockScreenDocument, type BlockScreenQuery } from '../graphql/generated/block-screen/graphql'
import { restrictionLines } from '../../domain/auth/restriction-text'
import { CLIENT_MAIN_PATH } from '../../domain/routes'

type TRestriction = NonNullable<NonNullable<BlockScreenQuery['me']>['restriction']>
type TState = { kind: 'checking' } | { kind: 'general' } | { kind: 'restricted'; restriction: TRestriction }

export default function BlockScreen() {
  const [state, setState] = useState<TState>({ kind: 'checking' })

  useEffect(() => {
    if (!getApiToken()) {
      setState({ kind: 'general' })
      return
    }
    gql(BlockScreenDocument)
      .then((data) => {
        if (!data.me) return setState({ kind: 'general' })
        if (!data.me.restriction) return location.replace(CLIENT_MAIN_PATH)
        setState({ kind: 'restricted', restriction: data.me.restriction })
      })
      .catch(() => setState({ kind: 'general' }))
  }, [])

  if (state.kind === 'restricted') {
    const { title, limits, reason, until } = restrictionLines(state.restriction)
    return (
      <div className="block-screen__body" data-state="restricted">
        <h1>{title}</h1>
        {limits.length > 0 && (
          <ul className="block-screen__limits">
            {limits.map((l) => (
              <li key={l}>{l}</li>
            ))}
          </ul>
        )}
        {reason && <p className="block-screen__reason">{reason}</p>}
        <p className="block-screen__until">{until}</p>
        <p className="block-screen__note">Если считаешь, что это ошибка, напиши в поддержку — мы разберёмся.</p>
        <a className="btn btn--secondary" href="/">
          На главную
        </a>
      </div>
    )
  }
  return (
    <div className="block-screen__body" data-state={state.kind} aria-busy={state.kind === 'checking'}>
      <h1>Доступ ограничен</h1>
      <p>
        Вход в этот аккаунт сейчас закрыт. Причина и срок снятия ограничения видны после входа, а если войти не
        получается, поддержка расскажет подробности.
      </p>
      <a className="btn btn--secondary" href="/">
        На главную
      </a>
    </div>
  )
}
