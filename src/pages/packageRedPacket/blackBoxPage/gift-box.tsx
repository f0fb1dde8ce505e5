import type { BlindBoxStatus } from '@/api/types'

/** The box itself: idle bob while it waits, a shake while opening, the lid off once opened. */
export function GiftBox({ status }: { status: BlindBoxStatus }) {
  const state =
    status === 'OPENING'
      ? 'opening'
      : status === 'OPENED' || status === 'CLAIMED'
        ? 'open'
        : status === 'EXPIRED'
          ? 'expired'
          : 'idle'
  return (
    <div className={`gift gift--${state}`} aria-hidden="true">
      <span className="gift__glow" />
      <span className="gift__lid">
        <span className="gift__bow" />
      </span>
      <span className="gift__body">
        <span className="gift__mark">?</span>
      </span>
    </div>
  )
}
