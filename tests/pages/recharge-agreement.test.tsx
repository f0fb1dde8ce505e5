import { screen } from '@testing-library/react'
import { monthLabel, recentMonths } from '@/pages/packageChargingCard/rechargeRecord/months'
import { loginThroughMock } from '../utils/login'
import { renderApp } from '../utils/render'

describe('充值协议', () => {
  it('shows the agreement: top-up, gifts not refundable, scope, refund, loss, data, disputes', async () => {
    await loginThroughMock()
    renderApp('/packageChargingCard/rechargeAgreement')
    expect(
      await screen.findByRole('heading', { name: '充电卡充值协议' }, { timeout: 5000 }),
    ).toBeInTheDocument()
    const headings = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)
    expect(headings).toEqual([
      '1. 充值是什么',
      '2. 赠送金额',
      '3. 有效期',
      '4. 适用范围',
      '5. 未用余额的退还',
      '6. 挂失与冻结',
      '7. 您的数据',
      '8. 争议处理',
    ])
    expect(screen.getByText(/赠送金额是平台给予的优惠，不可退款/)).toBeInTheDocument()
  })
})

describe('the month row of 交易记录', () => {
  it('lists the last 6 months across a year, newest first, labelled for the year', () => {
    const today = new Date(2026, 1, 15)
    expect(recentMonths(today)).toEqual([
      '2026-02',
      '2026-01',
      '2025-12',
      '2025-11',
      '2025-10',
      '2025-09',
    ])
    expect(monthLabel('2026-02', today)).toBe('2月')
    expect(monthLabel('2025-12', today)).toBe('2025年12月')
  })
})
