import { screen } from '@testing-library/react'

/**
 * The panel a tab strip shows for the tab named `name`: the tab is chosen and controls it, and the
 * panel is named by the tab (WAI-ARIA tabs). Throws when any of that does not hold.
 */
export function chosenPanel(name: string): HTMLElement {
  const tab = screen.getByRole('tab', { name })
  expect(tab).toHaveAttribute('aria-selected', 'true')
  const panel = screen.getByRole('tabpanel', { name })
  expect(tab).toHaveAttribute('aria-controls', panel.id)
  return panel
}
