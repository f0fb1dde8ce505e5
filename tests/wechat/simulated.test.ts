import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import Dialog from 'antd-mobile/es/components/dialog'
import type { CashierParams } from '@/wechat'
import { DEMO_LOCATION, createSimulatedBridge } from '@/wechat/simulated'
import { askDialog } from '@/app/feedback'
import { whenClickable } from '../app/ui'

const PARAMS: CashierParams = {
  appId: 'wxde00000000000001',
  timeStamp: '1700000000',
  nonceStr: 'n0nce',
  package: 'prepay_id=wx123',
  signType: 'RSA',
  paySign: 'abcdef0123456789',
}

afterEach(async () => {
  await act(async () => Dialog.clear())
})

describe('the simulated bridge (demo and tests)', () => {
  const bridge = createSimulatedBridge(askDialog)

  it('acts as WeChat without a native scanner', async () => {
    expect(bridge.inWechat).toBe(true)
    expect(bridge.nativeScan).toBe(false)
    await expect(
      bridge.configure({ appId: 'a', timeStamp: '1', nonceStr: 'n', signature: 's' }),
    ).resolves.toBeUndefined()
    await expect(bridge.scan()).rejects.toThrow('cancel')
    await expect(bridge.getLocation()).resolves.toEqual(DEMO_LOCATION)
  })

  it('shows what it pays, as asked of WeChat for the prepay (a package it never issued: no amount)', async () => {
    const fetched = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async (url) =>
        String(url).endsWith('/__mock/wechat/prepay')
          ? Response.json({ code: '000000', msg: 'ok', data: { amount: 400 } })
          : new Response('{}'),
      )
    try {
      act(() => void bridge.pay(PARAMS))
      expect(await screen.findByText(/演示环境不会扣款/)).toHaveTextContent(/^支付金额 ¥4\.00。/)
      const body = fetched.mock.calls.find(([url]) => String(url).endsWith('/prepay'))?.[1]?.body
      expect(JSON.parse(String(body))).toEqual({ package: 'prepay_id=wx123' })
    } finally {
      fetched.mockRestore()
    }
  })

  it('answers once: a second tap on 确认支付 in the same tick notifies the server no more', async () => {
    const fetched = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}'))
    try {
      let paid: Promise<string> = Promise.resolve('')
      act(() => {
        paid = bridge.pay(PARAMS)
      })
      const ok = await whenClickable(await screen.findByText('确认支付'))
      act(() => {
        ok.click()
        ok.click()
      })
      await expect(paid).resolves.toBe('ok')
      const notices = fetched.mock.calls.filter(([url]) =>
        String(url).endsWith('/__mock/wechat/pay'),
      )
      expect(notices).toHaveLength(1)
    } finally {
      fetched.mockRestore()
    }
  })

  it.each([
    ['确认支付', 'ok'],
    ['取消支付', 'cancel'],
    ['模拟支付失败', 'fail'],
  ] as const)('pays through a simulated cashier: %s -> %s', async (button, result) => {
    const user = userEvent.setup()
    let paid: Promise<string> = Promise.resolve('')
    act(() => {
      paid = bridge.pay(PARAMS)
    })
    expect(await screen.findByText('模拟微信支付')).toBeInTheDocument()
    expect(screen.getByText(/演示环境不会扣款/)).toHaveTextContent('abcdef01')
    expect(screen.getByText(/演示环境不会扣款/)).not.toHaveTextContent('支付金额')
    await user.click(await whenClickable(screen.getByText(button)))
    await expect(paid).resolves.toBe(result)
    await waitFor(() => expect(screen.queryByText('模拟微信支付')).not.toBeInTheDocument(), {
      timeout: 5000,
    })
  })

  it("is a modal like the app's dialogs: named, focus on 取消支付, Escape cancels (from an audit)", async () => {
    const user = userEvent.setup()
    let paid: Promise<string> = Promise.resolve('')
    act(() => {
      paid = bridge.pay(PARAMS)
    })
    const cashier = await screen.findByRole('dialog', { name: '模拟微信支付' })
    expect(cashier).toHaveAttribute('aria-modal', 'true')
    await waitFor(() => expect(screen.getByRole('button', { name: '取消支付' })).toHaveFocus())
    await user.keyboard('{Escape}')
    await expect(paid).resolves.toBe('cancel')
  })
})
