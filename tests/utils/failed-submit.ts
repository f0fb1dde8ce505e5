import { screen } from '@testing-library/react'

/**
 * A failed submit said once (useFailedSubmit, src/components/form-field): no error is an alert,
 * and `field`, the first wrong one, has the focus and reads `error` in its description.
 */
export function expectSaidByFocus(field: HTMLElement, error: string): void {
  expect(screen.queryAllByRole('alert')).toEqual([])
  expect(field).toHaveFocus()
  expect(field).toHaveAccessibleDescription(expect.stringContaining(error))
}
