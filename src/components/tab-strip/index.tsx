import type { ReactNode } from 'react'
import { tabKeys } from './tab-keys'
import './tab-strip.css'

export interface Tab<K extends string> {
  key: K
  label: string
}

interface Props<K extends string> {
  /** The tab list's accessible name. */
  label: string
  tabs: readonly Tab<K>[]
  value: K
  onChange: (key: K) => void
  /**
   * With panels: tab `k` is `${idPrefix}-tab-${k}` and controls `${idPrefix}-panel-${k}` (the page
   * renders the panels with those ids).
   */
  idPrefix?: string
}

/** A page's tabs under the nav bar (a WAI-ARIA tablist of buttons: one Tab stop, arrows between). */
export function TabStrip<K extends string>({ label, tabs, value, onChange, idPrefix }: Props<K>) {
  const onKey = tabKeys(
    tabs.map((t) => t.key),
    value,
    onChange,
  )
  return (
    <div className="tab-strip" role="tablist" aria-label={label}>
      {tabs.map((t) => (
        <button
          key={t.key}
          id={idPrefix ? `${idPrefix}-tab-${t.key}` : undefined}
          type="button"
          role="tab"
          aria-selected={value === t.key}
          tabIndex={value === t.key ? 0 : -1}
          onKeyDown={onKey}
          aria-controls={idPrefix ? `${idPrefix}-panel-${t.key}` : undefined}
          className={value === t.key ? 'tab-strip__tab tab-strip__tab--on' : 'tab-strip__tab'}
          onClick={() => onChange(t.key)}
        >
          {t.label}
        </button>
      ))}
    </div>
  )
}

interface PanelProps {
  /** The TabStrip's `idPrefix`. */
  idPrefix: string
  /** The tab chosen: the panel is `${idPrefix}-panel-${value}`, named by that tab. */
  value: string
  children: ReactNode
}

/**
 * What a TabStrip with `idPrefix` shows: the chosen tab's panel (a list page's list). Only that
 * one is drawn; a tab not chosen may control a panel that is not in the page (WAI-ARIA tabs; axe
 * checks `aria-controls` only on the selected tab).
 */
export function TabPanel({ idPrefix, value, children }: PanelProps) {
  return (
    <div
      id={`${idPrefix}-panel-${value}`}
      role="tabpanel"
      aria-labelledby={`${idPrefix}-tab-${value}`}
    >
      {children}
    </div>
  )
}
