import type { ReactNode } from 'react'
import { Link } from '@/components/link'
import { ChevronIcon } from '../icons'
import './entry-list.css'

export interface Entry {
  key: string
  label: string
  /** An in-app location (from href()); without it the row is plain information. */
  to?: string
  extra?: ReactNode
  icon?: ReactNode
}

/** A card of rows that lead to pages: real links, so keyboards and screen readers see them. */
export function EntryList({ title, entries }: { title: string; entries: readonly Entry[] }) {
  return (
    <section className="entry-list" aria-label={title}>
      <h2 className="entry-list__title">{title}</h2>
      <ul className="entry-list__rows">
        {entries.map((entry) => {
          const body = (
            <>
              {entry.icon && (
                <span className="entry-list__icon" aria-hidden="true">
                  {entry.icon}
                </span>
              )}
              <span className="entry-list__label">{entry.label}</span>
              {entry.extra !== undefined && (
                <span className="entry-list__extra">{entry.extra}</span>
              )}
              {entry.to && (
                <span className="entry-list__arrow">
                  <ChevronIcon />
                </span>
              )}
            </>
          )
          return (
            <li key={entry.key}>
              {entry.to ? (
                <Link to={entry.to} className="entry-list__row">
                  {body}
                </Link>
              ) : (
                <div className="entry-list__row">{body}</div>
              )}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
