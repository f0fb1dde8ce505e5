import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { whenClickable } from '../app/ui'
import { withOffsetParent } from '../utils/layout'
import { loginThroughMock } from '../utils/login'
import { renderApp } from '../utils/render'

/*
 * The complaint page's bottom sheets (antd-mobile Popups, src/components/modal/sheet.tsx) are
 * accessible modals (docs/design-notes.md): role="dialog", aria-modal, named by their heading;
 * focus moves in, Tab stays inside, Escape closes them, focus goes back to where it was.
 */

const PAGE = '/packageMine/userComplaint'

beforeEach(async () => {
  await loginThroughMock()
})

/** The sheet's focusable controls in order, as Tab walks them. */
const controls = (sheet: HTMLElement) =>
  [...sheet.querySelectorAll<HTMLElement>('button, a[href], [tabindex="0"]')].filter(
    (el) => !el.closest('[aria-hidden="true"]'),
  )

describe('complaint sheets', () => {
  withOffsetParent()

  it('选择关联订单: a named modal, focus inside, Tab stays inside, Escape closes it', async () => {
    const user = userEvent.setup()
    renderApp(PAGE)
    const row = await screen.findByRole('button', { name: /关联订单/ })
    await user.click(row)

    const sheet = await screen.findByRole('dialog', { name: '选择关联订单' })
    expect(sheet).toHaveAttribute('aria-modal', 'true')
    const heading = within(sheet).getByRole('heading', { name: '选择关联订单' })
    expect(sheet.getAttribute('aria-labelledby')).toBe(heading.id)
    const close = within(sheet).getByRole('button', { name: '关闭' })
    await waitFor(() => expect(close).toHaveFocus())

    // Its orders loaded: Tab walks them and comes back round, Shift+Tab goes round the other way.
    await within(sheet).findByRole('radio', { name: /不关联订单/ })
    await waitFor(() => expect(within(sheet).getAllByRole('radio').length).toBeGreaterThan(1))
    const items = controls(sheet)
    expect(items[0]).toBe(close)
    for (const item of items.slice(1)) {
      await user.tab()
      expect(item).toHaveFocus()
    }
    await user.tab()
    expect(close).toHaveFocus()
    await user.tab({ shift: true })
    expect(items[items.length - 1]).toHaveFocus()

    await user.keyboard('{Escape}')
    await waitFor(() => expect(row).toHaveFocus())
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('选择关联订单: picking an order closes it and gives focus back to the row', async () => {
    const user = userEvent.setup()
    renderApp(PAGE)
    const row = await screen.findByRole('button', { name: /关联订单/ })
    await user.click(row)
    const sheet = await screen.findByRole('dialog', { name: '选择关联订单' })
    const none = await within(sheet).findByRole('radio', { name: /不关联订单/ })
    await user.click(await whenClickable(none))
    await waitFor(() => expect(row).toHaveFocus())
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('投诉详情: a named modal, focus inside, Escape closes it and focus goes back', async () => {
    const user = userEvent.setup()
    const { router } = renderApp(`${PAGE}?tab=mine`)
    const list = within(await screen.findByRole('tabpanel'))
    const item = await list.findByRole('button', { name: /退款问题/ })
    await user.click(item)

    const sheet = await screen.findByRole('dialog', { name: '投诉详情' })
    expect(sheet).toHaveAttribute('aria-modal', 'true')
    const close = within(sheet).getByRole('button', { name: '关闭' })
    await waitFor(() => expect(close).toHaveFocus())
    await waitFor(() => expect(sheet).toHaveTextContent('客服回复'))
    // Tab stays inside: from its last control round to 关闭.
    const items = controls(sheet)
    items[items.length - 1]?.focus()
    await user.tab()
    expect(close).toHaveFocus()

    await user.keyboard('{Escape}')
    await waitFor(() => expect(router.state.location.search).toBe('?tab=mine'))
    await waitFor(() => expect(item).toHaveFocus())
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('投诉详情: its 关闭 is a button a keyboard can press', async () => {
    const user = userEvent.setup()
    const { router } = renderApp(`${PAGE}?tab=mine`)
    const list = within(await screen.findByRole('tabpanel'))
    const item = await list.findByRole('button', { name: /退款问题/ })
    await user.click(item)
    const sheet = await screen.findByRole('dialog', { name: '投诉详情' })
    const close = within(sheet).getByRole('button', { name: '关闭' })
    await waitFor(() => expect(close).toHaveFocus())

    await user.keyboard('{Enter}')
    await waitFor(() => expect(router.state.location.search).toBe('?tab=mine'))
    await waitFor(() => expect(item).toHaveFocus())
  })
})
