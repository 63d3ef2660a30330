// Body of the wheel-of-fortune popup (orders.md §4 Wheel of fortune): the wheel, «Крутить», the result of the server's
// draw (the wheel turns until the drawn sector is under the pointer), spins left, the history and the rules.
import { useEffect, useRef, useState } from 'react'
import { AUTH_PATH } from '../../domain/routes'
import { WHEEL_RULES_PATH } from '../../domain/wheel/prizes'
import { ApiError } from '../graphql/api-error'
import { gql } from '../graphql/client'
import { SpinWheelOfFortuneDocument, WheelOfFortuneDocument, type SpinWheelOfFortuneMutation, type WheelOfFortuneQuery } from '../graphql/generated/wheel/graphql'
import type { PopupBodyProps } from '../popups/popup-props'
import { spinTarget } from './wheel-math'
import { WheelSvg } from './wheel-svg'
import { spinsWord, type TSpinOutcome } from './wheel-texts'
import { WheelHistory, WheelResult } from './wheel-result'
import './wheel.css'

type TWheel = WheelOfFortuneQuery['wheelOfFortune']
type TSpin = SpinWheelOfFortuneMutation['spinWheelOfFortune']

const SPIN_MS = 4000
const TURNS = 6
const NO_SPINS = 'Вращения закончились'

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false

export default function WheelPopup(_props: PopupBodyProps<'wheel-of-fortune'>) {
  const [wheel, setWheel] = useState<TWheel | null>(null)
  const [failure, setFailure] = useState<{ code: string; message: string } | null>(null)
  const [rotation, setRotation] = useState(0)
  const [duration, setDuration] = useState(0)
  const [spinning, setSpinning] = useState<TSpin | null>(null)
  const [outcome, setOutcome] = useState<TSpinOutcome | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const busy = useRef(false)
  const resultRef = useRef<HTMLDivElement>(null)

  const load = () =>
    gql(WheelOfFortuneDocument).then(
      (d) => setWheel(d.wheelOfFortune),
      (e: ApiError) => setFailure({ code: e.code, message: e.message }),
    )
  useEffect(() => void load(), [])

  // The turn is over: the result shows, and the history is read again from the server.
  function landed() {
    const spin = spinning
    if (!spin) return
    setSpinning(null)
    busy.current = false
    setOutcome({ prize: spin.prize, isWin: spin.isWin, promoCode: spin.promoCode, balanceTrials: spin.balanceTrials })
    setWheel((w) => w && { ...w, spinsLeft: spin.spinsLeft })
    if (spin.spinsLeft === 0) setNotice(NO_SPINS)
    requestAnimationFrame(() => resultRef.current?.focus())
    void gql(WheelOfFortuneDocument).then((d) => setWheel(d.wheelOfFortune), () => undefined)
  }

  useEffect(() => {
    if (!spinning) return
    if (duration === 0) return landed()
    // transitionend does not come when the tab is hidden: the result shows anyway.
    const t = setTimeout(landed, duration + 500)
    return () => clearTimeout(t)
  }, [spinning])

  async function spin() {
    if (!wheel || busy.current) return
    if (wheel.spinsLeft <= 0) return setNotice(NO_SPINS)
    busy.current = true
    setNotice(null)
    setOutcome(null)
    try {
      const { spinWheelOfFortune: result } = await gql(SpinWheelOfFortuneDocument)
      const sector = wheel.prizes.findIndex((p) => p.id === result.prize.id)
      const ms = reducedMotion() ? 0 : SPIN_MS
      setDuration(ms)
      setRotation((from) => spinTarget({ from, sector, count: wheel.prizes.length, turns: ms ? TURNS : 0, jitter: Math.random() - 0.5 }))
      setSpinning(result)
    } catch (e) {
      busy.current = false
      const err = e instanceof ApiError ? e : new ApiError('INTERNAL')
      if (err.code === 'NO_SPINS_LEFT') {
        setWheel({ ...wheel, spinsLeft: 0 })
        setNotice(NO_SPINS)
      } else setNotice(err.message)
    }
  }

  if (failure?.code === 'UNAUTHENTICATED') {
    const back = new URL(location.href)
    back.searchParams.set('show_wof', '1')
    return (
      <div className="wheel-popup" data-state="guest">
        <p>Войди, чтобы крутить колесо: призы начисляются на твой аккаунт.</p>
        <a className="btn btn--primary btn--block" href={`${AUTH_PATH}?redirect=${encodeURIComponent(back.pathname + back.search)}`}>
          Войти
        </a>
      </div>
    )
  }
  if (failure) return <p className="wheel-popup" data-state="failed">{failure.message}</p>
  if (!wheel) return <div className="wheel-popup wheel-popup--loading skeleton" data-state="loading" aria-busy="true" />

  const empty = wheel.spinsLeft <= 0 && !spinning
  return (
    <div className="wheel-popup" data-state={spinning ? 'spinning' : 'ready'} data-spins-left={wheel.spinsLeft}>
      <WheelSvg prizes={wheel.prizes} rotation={rotation} duration={duration} onTurned={landed} />
      <div className="wheel-popup__controls">
        <p className="wheel-popup__spins" data-spins>
          {wheel.spinsLeft > 0 ? `У тебя ${spinsWord(wheel.spinsLeft)}` : 'Вращений нет'}
        </p>
        <button type="button" className="btn btn--primary btn--block wheel-popup__spin" onClick={() => void spin()} disabled={empty} aria-disabled={!!spinning || empty}>
          {spinning ? 'Крутится…' : 'Крутить'}
        </button>
        {notice && (
          <p className="wheel-popup__notice" role="alert" data-notice>
            {notice}
          </p>
        )}
      </div>
      <div ref={resultRef} className="wheel-popup__live" aria-live="polite" tabIndex={-1}>
        {outcome && <WheelResult outcome={outcome} />}
      </div>
      <WheelHistory history={wheel.history} />
      <a className="wheel-popup__rules link-arrow" href={wheel.rulesUrl || WHEEL_RULES_PATH}>
        Правила розыгрыша
      </a>
    </div>
  )
}
