import type { LotteryPrize } from '@/api/points-types'
import { PrizeIcon } from '@/components/icons/points'
import { GRID_CELLS } from './use-spin'

interface Props {
  prizes: readonly LotteryPrize[]
  active: number | null
  /** The middle cell: the draw button. */
  button: React.ReactNode
}

/** The 九宫格: eight prizes round the draw button, the running light on `active`. */
export function PrizeGrid({ prizes, active, button }: Props) {
  const cells = Array.from({ length: 9 }, (_, cell) => {
    if (cell === 4) {
      return (
        <div key="button" className="lottery__cell lottery__cell--button">
          {button}
        </div>
      )
    }
    const index = GRID_CELLS.indexOf(cell as (typeof GRID_CELLS)[number])
    const prize = prizes[index]
    if (!prize) return <div key={cell} className="lottery__cell" />
    const lit = active === index
    return (
      <div
        key={prize.prizeId}
        className={`lottery__cell lottery__cell--${prize.prizeType.toLowerCase()}${lit ? ' lottery__cell--lit' : ''}`}
        aria-current={lit ? 'true' : undefined}
      >
        <span className="lottery__prize-icon">
          <PrizeIcon kind={prize.prizeType} />
        </span>
        <span className="lottery__prize-name">{prize.name}</span>
      </div>
    )
  })
  return (
    <div className="lottery__grid" role="group" aria-label="奖品九宫格">
      {cells}
    </div>
  )
}
