import { Svg } from './svg'

/**
 * The few icons the first screen needs, inline (the icon library stays in page chunks).
 * Paths drawn on a 24×24 grid, stroked with currentColor.
 */

export const BackIcon = ({ size }: { size?: number }) => (
  <Svg size={size}>
    <path d="M15 5 8 12l7 7" />
  </Svg>
)

export const HomeIcon = () => (
  <Svg>
    <path d="M4 10.5 12 4l8 6.5V19a1 1 0 0 1-1 1h-4.5v-5.5h-5V20H5a1 1 0 0 1-1-1z" />
  </Svg>
)

export const UserIcon = () => (
  <Svg>
    <circle cx="12" cy="8.5" r="3.8" />
    <path d="M4.5 20c.8-3.6 3.8-5.6 7.5-5.6s6.7 2 7.5 5.6" />
  </Svg>
)

export const ChevronIcon = () => (
  <Svg>
    <path d="m9 5 7 7-7 7" />
  </Svg>
)
