// The wheel itself: eleven sectors with their labels (the full prize title as each sector's <title>) and the pointer.
import type { CSSProperties } from 'react'
import { labelPlacement, sectorPath } from './wheel-math'
import { sectorLabel } from './wheel-texts'
import type { WheelPrizeFieldsFragment } from '../graphql/generated/wheel/graphql'

const R = 96

type Props = {
  prizes: readonly WheelPrizeFieldsFragment[]
  rotation: number
  /** Milliseconds of the turn to `rotation`; 0 jumps there. */
  duration: number
  onTurned: () => void
}

export function WheelSvg({ prizes, rotation, duration, onTurned }: Props) {
  const style: CSSProperties = { transform: `rotate(${rotation}deg)`, transitionDuration: `${duration}ms` }
  return (
    <div className="wheel">
      <svg className="wheel__disc" viewBox="-100 -100 200 200" role="img" aria-label="Колесо фортуны" style={style} data-rotation={rotation} onTransitionEnd={(e) => e.target === e.currentTarget && onTurned()}>
        <circle r="99" className="wheel__rim" />
        {prizes.map((p, i) => {
          // Placed for where the turn ends (`rotation` is its target): the labels read upright once the wheel stops.
          const label = labelPlacement(i, prizes.length, R - 8, rotation)
          return (
            <g key={p.id} className="wheel__sector" data-sector={i} data-kind={p.kind}>
              <title>{p.title}</title>
              <path d={sectorPath(i, prizes.length, R)} />
              <text transform={label.transform} textAnchor={label.anchor} dominantBaseline="central">
                {sectorLabel(p)}
              </text>
            </g>
          )
        })}
        <circle r="14" className="wheel__hub" />
      </svg>
      <svg className="wheel__pointer" viewBox="0 0 24 24" aria-hidden="true">
        <path d="M12 22 3 4h18z" />
      </svg>
    </div>
  )
}
