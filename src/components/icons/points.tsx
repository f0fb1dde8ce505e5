/** Icons of the points centre (their own file: home's first screen does not load them). */
import { Svg } from './svg'

export const BoltIcon = () => (
  <Svg>
    <path d="M13 2 4.5 13.5H12L11 22l8.5-11.5H12z" />
  </Svg>
)

export const GridIcon = () => (
  <Svg>
    <rect x="3.5" y="3.5" width="7" height="7" rx="1.5" />
    <rect x="13.5" y="3.5" width="7" height="7" rx="1.5" />
    <rect x="3.5" y="13.5" width="7" height="7" rx="1.5" />
    <rect x="13.5" y="13.5" width="7" height="7" rx="1.5" />
  </Svg>
)

export const TrophyIcon = () => (
  <Svg>
    <path d="M8 4h8v5a4 4 0 0 1-8 0zM8 6H5a3 3 0 0 0 3 4M16 6h3a3 3 0 0 1-3 4M12 13v4M8.5 20h7M9.5 17h5" />
  </Svg>
)

export const RulesIcon = () => (
  <Svg>
    <path d="M6 3.5h9l3.5 3.5v13.5H6zM15 3.5V7h3.5M9 11h6.5M9 14.5h6.5M9 18h4" />
  </Svg>
)

export const HandshakeIcon = () => (
  <Svg>
    <path d="m3 11 4-4 5 2 5-2 4 4-6 6a2 2 0 0 1-2.8 0L3 11zM8.5 12.5 11 15M11 10.5l3 3" />
  </Svg>
)

/** A gift box for prize cells. */
export const PrizeIcon = ({ kind }: { kind: 'COUPON' | 'VOUCHER' | 'POINTS' | 'NONE' }) => {
  if (kind === 'POINTS') return <BoltIcon />
  if (kind === 'NONE') {
    return (
      <Svg>
        <circle cx="12" cy="12" r="8.5" />
        <path d="M8.5 14.5c1.8 1.6 5.2 1.6 7 0M9 9.5h.01M15 9.5h.01" />
      </Svg>
    )
  }
  return (
    <Svg>
      <path
        d="M3.5 7.5h17v3a2 2 0 0 0 0 3v3h-17v-3a2 2 0 0 0 0-3zM14.5 7.5v9"
        strokeDasharray="0"
      />
    </Svg>
  )
}
