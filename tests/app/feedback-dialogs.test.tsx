import { act, createEvent, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { feedback } from '@/api/feedback'
import { followLocation } from '@/app/feedback'
import { db } from '@/mocks/core/db'
import { BANK_TEXT } from '@/pages/packageMine/bankCard'
import { loginThroughMock } from '../utils/login'
import { renderApp } from '../utils/render'
import { whenClickable } from './ui'

/*
 * The client's dialogs (src/app/feedback.ts, antd-mobile's imperative Dialog) as the app draws
 * them, not spied: they follow the route, and they are accessible modals (docs/design-notes.md).
 */

const BANKS = '/packageMine/bankCard/index'
const CMB = '招商银行-6225********1234'
const user = () => userEvent.setup()

beforeEach(async () => {
  await loginThroughMock()
})

/** 我的 -> 我的银行卡 -> 删除 on 招商银行: the confirmation open over the list. */
async function askToDeleteCmb() {
  const user = userEvent.setup()
  const view = renderApp('/pages/my/my')
  await act(() => view.router.navigate(BANKS))
  const card = await screen.findByRole('article', { name: CMB })
  const remove = within(card).getByRole('button', { name: /删除/ })
  await user.click(remove)
  const dialog = await screen.findByRole('dialog', { name: BANK_TEXT.removeTitle })
  const confirm = await whenClickable(within(dialog).getByRole('button', { name: '确认删除' }))
  return { ...view, user, remove, dialog, confirm }
}

describe('a dialog never outlives its page', () => {
  it('Back closes the bank card confirmation as not confirmed: the card is kept', async () => {
    const { router, dialog } = await askToDeleteCmb()
    const cards = db.bankConfigs.length

    await act(() => router.navigate(-1))
    expect(router.state.location.pathname).toBe('/pages/my/my')
    await waitFor(() => expect(dialog).not.toBeInTheDocument())
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: '确认删除' })).not.toBeInTheDocument()

    // Not confirmed: nothing was deleted, and the list shows the card again.
    expect(db.bankConfigs).toHaveLength(cards)
    await act(() => router.navigate(BANKS))
    expect(await screen.findByRole('article', { name: CMB })).toBeInTheDocument()
    expect(db.bankConfigs).toHaveLength(cards)
  })

  it('a route change resolves a confirmation false and an alert as dismissed', async () => {
    const { router } = renderApp('/pages/my/my')
    await screen.findByRole('main')
    let confirmed: boolean | undefined
    let dismissed = false
    act(() => {
      void feedback()
        .confirm('停止充电', '确定停止充电？', '停止充电')
        .then((ok) => (confirmed = ok))
      void feedback()
        .alert('温馨提示', '网络异常，请稍后重试！')
        .then(() => (dismissed = true))
    })
    expect(await screen.findByRole('dialog', { name: '停止充电' })).toBeInTheDocument()
    expect(await screen.findByRole('dialog', { name: '温馨提示' })).toBeInTheDocument()

    await act(() => router.navigate(BANKS))
    await waitFor(() => expect(confirmed).toBe(false))
    await waitFor(() => expect(dismissed).toBe(true))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('one asked just before the route changes is never shown, and is not confirmed', async () => {
    const { router } = renderApp('/pages/my/my')
    await screen.findByRole('main')
    let confirmed: boolean | undefined
    await act(async () => {
      void feedback()
        .confirm('删除车辆', '确定删除？', '确认删除')
        .then((ok) => (confirmed = ok))
      await router.navigate(BANKS)
    })
    await waitFor(() => expect(confirmed).toBe(false))
    expect(screen.queryByRole('dialog', { name: '删除车辆' })).not.toBeInTheDocument()
  })

  it('a page replacing its own URL (its choices) keeps the dialog; a replace to another page does not', async () => {
    const { router } = renderApp(BANKS)
    await screen.findByRole('article', { name: CMB })
    let first: boolean | undefined
    act(() => {
      void feedback()
        .confirm('确认充值', '向充值卡充值¥50.00，将通过微信支付。', '确认充值')
        .then((ok) => (first = ok))
    })
    const dialog = await screen.findByRole('dialog', { name: '确认充值' })
    // The top-up form writes a tapped choice into its URL: the confirmation asked meanwhile stays.
    await act(() => router.navigate(`${BANKS}?tier=2`, { replace: true }))
    await user().click(
      await whenClickable(within(dialog).getByRole('button', { name: '确认充值' })),
    )
    await waitFor(() => expect(first).toBe(true))
    await waitFor(() => expect(dialog).not.toBeInTheDocument())

    let second: boolean | undefined
    act(() => {
      void feedback()
        .confirm('确认充值', '向充值卡充值¥50.00，将通过微信支付。', '确认充值')
        .then((ok) => (second = ok))
    })
    await screen.findByRole('dialog', { name: '确认充值' })
    await act(() => router.navigate('/pages/my/my', { replace: true }))
    await waitFor(() => expect(second).toBe(false))
  })

  it('another path under the same key is another page (entries of a hand-typed hash)', async () => {
    followLocation('default', '/packageMine/bankCard/index', false)
    let answer: boolean | undefined
    act(() => {
      void feedback()
        .confirm('删除银行卡', '确定删除？', '确认删除')
        .then((ok) => (answer = ok))
    })
    await screen.findByRole('dialog', { name: '删除银行卡' })
    act(() => followLocation('default', '/pages/my/my', false))
    await waitFor(() => expect(answer).toBe(false))
  })

  it('closed the moment it is drawn, it still leaves: nothing left over the page, scroll unlocked', async () => {
    // antd-mobile closed before its opening animation has begun never comes to rest: its dialog
    // stayed in the page, invisible over the middle of the screen, and the body could not scroll.
    followLocation('asked-here', '/pages/my/my', false)
    let dismissed = false
    const watch = new MutationObserver(() => {
      if (!document.querySelector('[role="dialog"] button')) return
      watch.disconnect()
      expect(document.body).toHaveClass('adm-overflow-hidden')
      followLocation('somewhere-else', '/packageMine/bankCard/index', false)
    })
    watch.observe(document.body, { childList: true, subtree: true })
    act(() => {
      void feedback()
        .alert('温馨提示', '网络异常，请稍后重试！')
        .then(() => (dismissed = true))
    })
    await waitFor(() => expect(dismissed).toBe(true))
    await waitFor(() => expect(document.querySelector('.adm-dialog')).toBeNull())
    expect(document.body).not.toHaveClass('adm-overflow-hidden')
  })
})

describe('the dialogs are accessible modals', () => {
  it('a confirmation: aria-modal, named by its title, focus on 取消, Tab stays inside', async () => {
    const { user, dialog, confirm } = await askToDeleteCmb()
    expect(dialog).toHaveAttribute('aria-modal', 'true')
    const title = within(dialog).getByText(BANK_TEXT.removeTitle)
    expect(dialog.getAttribute('aria-labelledby')).toBe(title.id)
    expect(dialog).toHaveAccessibleName(BANK_TEXT.removeTitle)
    expect(dialog).toHaveAccessibleDescription(expect.stringContaining(CMB))
    // Focus moves in, to 取消: the least destructive button (an Enter must not delete the card).
    const cancel = within(dialog).getByRole('button', { name: '取消' })
    await waitFor(() => expect(cancel).toHaveFocus())

    await user.tab()
    expect(confirm).toHaveFocus()
    await user.tab()
    expect(cancel).toHaveFocus()
    await user.tab({ shift: true })
    expect(confirm).toHaveFocus()
    await user.tab({ shift: true })
    expect(cancel).toHaveFocus()
  })

  it('Escape is 取消: nothing is deleted and focus goes back to 删除', async () => {
    const { user, dialog, remove } = await askToDeleteCmb()
    const cards = db.bankConfigs.length
    await waitFor(() => expect(within(dialog).getByRole('button', { name: '取消' })).toHaveFocus())

    await user.keyboard('{Escape}')
    await waitFor(() => expect(remove).toHaveFocus())
    await waitFor(() => expect(dialog).not.toBeInTheDocument())
    expect(db.bankConfigs).toHaveLength(cards)
    expect(screen.getByRole('article', { name: CMB })).toBeInTheDocument()
  })

  it('Enter held down is held back in the dialog, also on 确认删除 reached by Tab', async () => {
    const { user, dialog, confirm } = await askToDeleteCmb()
    const cards = db.bankConfigs.length
    await waitFor(() => expect(within(dialog).getByRole('button', { name: '取消' })).toHaveFocus())
    await user.tab()
    expect(confirm).toHaveFocus()
    // The browser presses a focused button on Enter's keydown: a repeat of it is held back.
    const held = createEvent.keyDown(confirm, { key: 'Enter', repeat: true })
    fireEvent(confirm, held)
    expect(held.defaultPrevented).toBe(true)
    const pressed = createEvent.keyDown(confirm, { key: 'Enter' })
    fireEvent(confirm, pressed)
    expect(pressed.defaultPrevented).toBe(false)
    expect(dialog).toBeInTheDocument()
    expect(db.bankConfigs).toHaveLength(cards)
  })

  it('取消 gives focus back to the button that opened it, not to the body', async () => {
    const { user, dialog, remove } = await askToDeleteCmb()
    await user.click(within(dialog).getByRole('button', { name: '取消' }))
    await waitFor(() => expect(remove).toHaveFocus())
    await waitFor(() => expect(dialog).not.toBeInTheDocument())
  })

  it('an alert: focus on 我知道了, Escape dismisses it, focus goes back', async () => {
    const user = userEvent.setup()
    renderApp(BANKS)
    const add = await screen.findByRole('button', { name: '添加银行卡' })
    act(() => add.focus())
    let dismissed = false
    act(() => {
      void feedback()
        .alert('温馨提示', '网络异常，请稍后重试！')
        .then(() => (dismissed = true))
    })
    const dialog = await screen.findByRole('dialog', { name: '温馨提示' })
    expect(dialog).toHaveAttribute('aria-modal', 'true')
    expect(dialog).toHaveAccessibleDescription('网络异常，请稍后重试！')
    const ok = within(dialog).getByRole('button', { name: '我知道了' })
    await waitFor(() => expect(ok).toHaveFocus())
    // The only button: Tab and Shift+Tab stay on it.
    await user.tab()
    expect(ok).toHaveFocus()
    await user.tab({ shift: true })
    expect(ok).toHaveFocus()

    await user.keyboard('{Escape}')
    await waitFor(() => expect(dismissed).toBe(true))
    expect(add).toHaveFocus()
    await waitFor(() => expect(dialog).not.toBeInTheDocument())
  })

  it('an alert opened while nothing had focus leaves it on the page, not on the body', async () => {
    const user = userEvent.setup()
    renderApp(BANKS)
    await screen.findByRole('button', { name: '添加银行卡' })
    act(() => (document.activeElement as HTMLElement | null)?.blur())
    act(() => void feedback().alert('温馨提示', '网络异常，请稍后重试！'))
    const dialog = await screen.findByRole('dialog', { name: '温馨提示' })
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: '我知道了' })).toHaveFocus(),
    )
    await user.keyboard('{Escape}')
    // The page's title: a screen reader goes on from the top of this page.
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus())
    expect(document.body).not.toHaveFocus()
  })

  it('a dialog over another: Escape closes the top one only, and focus goes back into the other', async () => {
    const user = userEvent.setup()
    renderApp(BANKS)
    await screen.findByRole('article', { name: CMB })
    let confirmed: boolean | undefined
    act(() => {
      void feedback()
        .confirm('确认支付', '将从充电卡扣除 ¥5.00，确认开始充电？', '确认支付')
        .then((ok) => (confirmed = ok))
    })
    const confirm = await screen.findByRole('dialog', { name: '确认支付' })
    const cancel = within(confirm).getByRole('button', { name: '取消' })
    await waitFor(() => expect(cancel).toHaveFocus())
    act(() => {
      void feedback().alert('温馨提示', '网络异常，请稍后重试！')
    })
    const alert = await screen.findByRole('dialog', { name: '温馨提示' })
    await waitFor(() => expect(within(alert).getByRole('button')).toHaveFocus())

    await user.keyboard('{Escape}')
    await waitFor(() => expect(cancel).toHaveFocus())
    expect(confirm).toBeInTheDocument()
    expect(confirmed).toBeUndefined()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(confirmed).toBe(false))
  })
})
