import type { ReactNode } from 'react'

/** The one frame of our inline icons: a 24×24 grid stroked with currentColor, hidden from readers. */
export function Svg({
  children,
  size = '1em',
  strokeWidth = 1.8,
}: {
  children: ReactNode
  size?: string | number
  strokeWidth?: number
}) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {children}
    </svg>
  )
}
