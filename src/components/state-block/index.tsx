import type { ReactNode } from 'react'
import './state-block.css'

interface Props {
  kind: 'empty' | 'error'
  title: string
  description?: string
  /** Buttons under the text (retry, back home, create the first item). */
  children?: ReactNode
  role?: 'alert'
}

/**
 * Empty and error states. antd-mobile's ErrorBlock carries ~40 kB of inline illustrations; these
 * two small icons keep the first screen light.
 */
export function StateBlock({ kind, title, description, children, role }: Props) {
  return (
    <div className="state-block" role={role}>
      <svg className="state-block__icon" viewBox="0 0 64 64" aria-hidden="true">
        <circle cx="32" cy="32" r="30" fill="var(--app-bg-soft)" />
        {kind === 'empty' ? (
          <path
            d="M18 26h28v20a3 3 0 0 1-3 3H21a3 3 0 0 1-3-3V26Zm0 0 5-9h18l5 9M26 34h12"
            fill="none"
            stroke="var(--app-text-3)"
            strokeWidth="2.5"
            strokeLinejoin="round"
          />
        ) : (
          <path
            d="M32 18v18m0 7.5v.5"
            fill="none"
            stroke="var(--app-accent)"
            strokeWidth="4"
            strokeLinecap="round"
          />
        )}
      </svg>
      <p className="state-block__title">{title}</p>
      {description && <p className="state-block__description">{description}</p>}
      {children && <div className="state-block__actions">{children}</div>}
    </div>
  )
}
