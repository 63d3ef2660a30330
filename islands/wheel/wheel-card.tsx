// The bonus cabinet's «Колесо фортуны» card: spins left and the button that opens the wheel; the count is read again
// when the wheel closes.
import { useEffect, useState } from 'react'
import { getDefaultStore } from 'jotai/vanilla'
import { gql } from '../graphql/client'
import { WheelOfFortuneDocument } from '../graphql/generated/wheel/graphql'
import { Icon } from '../icons'
import { openPopup, popupAtom } from '../popups/popup-store'
import { spinsWord } from './wheel-texts'
import './wheel.css'

export function WheelCard() {
  const [spins, setSpins] = useState<number | null>(null)

  useEffect(() => {
    const load = () =>
      gql(WheelOfFortuneDocument).then(
        (d) => setSpins(d.wheelOfFortune.spinsLeft),
        () => setSpins(null),
      )
    void load()
    const store = getDefaultStore()
    let wasOpen = false
    return store.sub(popupAtom, () => {
      const open = store.get(popupAtom)?.name === 'wheel-of-fortune'
      if (wasOpen && !open) void load()
      wasOpen = open
    })
  }, [])

  return (
    <section className="card wheel-card" aria-labelledby="wheel-card-title" data-wheel-card>
      <span className="wheel-card__icon" aria-hidden="true">
        <Icon name="gift" size={28} />
      </span>
      <div className="wheel-card__text">
        <h2 id="wheel-card-title">Колесо фортуны</h2>
        <p>Крути колесо и выигрывай промокоды партнёров, бесплатные вопросы и новые вращения.</p>
        <p className="wheel-card__spins" data-spins={spins ?? ''}>
          {spins == null ? '\u00a0' : spins > 0 ? `У тебя ${spinsWord(spins)}` : 'Вращений пока нет'}
        </p>
      </div>
      <button type="button" className="btn btn--primary wheel-card__open" onClick={() => openPopup('wheel-of-fortune')}>
        Колесо фортуны
      </button>
    </section>
  )
}
