import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import Dialog from 'antd-mobile/es/components/dialog'
import Toast from 'antd-mobile/es/components/toast'
import { feedback } from '@/api/feedback'
import { installFeedback } from '@/app/feedback'
import { MSG } from '@/lib/messages'
import { whenClickable } from './ui'

const HOSTILE = '<img src=x onerror=alert(1)>'

beforeEach(() => {
  installFeedback()
})

afterEach(async () => {
  await act(async () => {
    Toast.clear()
    Dialog.clear()
  })
})

describe('installFeedback', () => {
  it('shows a toast text as text, never as HTML', async () => {
    act(() => feedback().toast(HOSTILE))
    expect(await screen.findByText(HOSTILE)).toBeInTheDocument()
    expect(document.querySelector('img')).toBeNull()
  })

  it('a toast is read out: inside a live region there before it, with no aria-hidden above it', async () => {
    const region = document.getElementById('app-toasts')
    expect(region).toHaveAttribute('aria-live', 'polite')
    expect(region).toBeEmptyDOMElement()
    act(() => feedback().toast('该插座正在使用中'))
    const text = await screen.findByText('该插座正在使用中')
    expect(region).toContainElement(text)
    await waitFor(() => expect(text.closest('[aria-hidden="true"]')).toBeNull())
    // What an assistive technology is given: the text, by its role-less accessible content.
    expect(screen.getByText('该插座正在使用中')).toBeVisible()
  })

  it('the same refusal said again is a new toast, so a screen reader says it again', async () => {
    const region = document.getElementById('app-toasts')!
    act(() => feedback().toast('该插座正在使用中'))
    const first = await screen.findByText('该插座正在使用中')
    act(() => feedback().toast('该插座正在使用中'))
    // A live region reads what is added: antd-mobile gives the replacing toast a new key, so the
    // same text comes in as a new node, not as the old one left as it was.
    await waitFor(() => {
      const shown = [...region.querySelectorAll('.adm-toast-main')].filter(
        (el) => el.textContent === '该插座正在使用中',
      )
      expect(shown.some((el) => !first.isSameNode(el) && !el.contains(first))).toBe(true)
    })
  })

  it('a different text replaces the toast on screen', async () => {
    act(() => feedback().toast('该插座正在使用中'))
    await screen.findByText('该插座正在使用中')
    act(() => feedback().toast('订单未支付！'))
    expect(await screen.findByText('订单未支付！')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByText('该插座正在使用中')).not.toBeInTheDocument())
  })

  it('shows the network dialog with its title and text, closed by 我知道了', async () => {
    const user = userEvent.setup()
    let closed = false
    act(() => {
      void feedback()
        .alert('温馨提示', '网络异常，请稍后重试！')
        .then(() => {
          closed = true
        })
    })
    const dialog = await screen.findByRole('dialog')
    expect(dialog).toHaveTextContent('温馨提示')
    expect(dialog).toHaveTextContent('网络异常，请稍后重试！')

    await user.click(await whenClickable(screen.getByRole('button', { name: '我知道了' })))
    await waitFor(() => expect(closed).toBe(true))
  })

  it('shows a dialog text as text', async () => {
    act(() => {
      void feedback().alert('温馨提示', HOSTILE)
    })
    expect(await screen.findByText(HOSTILE)).toBeInTheDocument()
    expect(document.querySelector('img')).toBeNull()
  })

  it('shows the loading overlay and hides it', async () => {
    act(() => feedback().showLoading())
    expect(await screen.findByText(MSG.loading)).toBeInTheDocument()
    act(() => feedback().hideLoading())
    await waitFor(() => expect(screen.queryByText(MSG.loading)).not.toBeInTheDocument())
  })
})
