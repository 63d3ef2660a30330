// Body of the free-tokens popup (the address flag showFreeTokensPopup): how many free questions (the balance's trial
// credits, balanceTrials) the client holds and where to spend them; a guest is asked to sign in.
import { useEffect, useState } from 'react'
import { AUTH_PATH } from '../../domain/routes'
import { gql } from '../graphql/client'
import { FreeQuestionsDocument } from '../graphql/generated/wheel/graphql'
import type { PopupBodyProps } from '../popups/popup-props'
import { openPopup } from '../popups/popup-store'
import { questionsWord } from './wheel-texts'
import './wheel.css'

const ASK_PATH = '/ecosystem/ai'

export default function FreeTokensPopup(_props: PopupBodyProps<'free-tokens'>) {
  const [trials, setTrials] = useState<number | null | undefined>(undefined)
  const [failed, setFailed] = useState<string | null>(null)

  useEffect(() => {
    gql(FreeQuestionsDocument).then(
      (d) => setTrials(d.me ? d.me.balance.balanceTrials : null),
      (e: Error) => setFailed(e.message),
    )
  }, [])

  if (failed) return <p className="wheel-popup" data-state="failed">{failed}</p>
  if (trials === undefined) return <div className="wheel-popup skeleton" data-state="loading" aria-busy="true" style={{ minHeight: 140 }} />
  if (trials === null) {
    return (
      <div className="wheel-popup" data-state="guest">
        <p>Войди, чтобы увидеть свои бесплатные вопросы.</p>
        <a className="btn btn--primary btn--block" href={`${AUTH_PATH}?redirect=${encodeURIComponent(`${location.pathname}?showFreeTokensPopup=1`)}`}>
          Войти
        </a>
      </div>
    )
  }
  return (
    <div className="wheel-popup free-tokens" data-state="ready" data-trials={trials}>
      <p className="free-tokens__count">{trials > 0 ? `У тебя ${questionsWord(trials)}` : 'Бесплатных вопросов пока нет'}</p>
      <p>Бесплатный вопрос оплачивает один вопрос ИИ вместо токенов, пока они есть на балансе. Их дарят пробные ключи из наших рассылок и колесо фортуны.</p>
      {trials > 0 && (
        <a className="btn btn--primary btn--block" href={ASK_PATH}>
          Задать вопрос
        </a>
      )}
      <button type="button" className="btn btn--secondary btn--block" onClick={() => openPopup('wheel-of-fortune')}>
        Крутить колесо фортуны
      </button>
    </div>
  )
}
