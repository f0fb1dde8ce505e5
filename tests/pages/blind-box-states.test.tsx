import { screen, waitFor } from '@testing-library/react'
import { API } from '@/api/endpoints/spec'
import { db } from '@/mocks/core/db'
import { FAULT_MSG, setFault } from '@/mocks/core/faults'
import { spyFeedback } from '../utils/feedback'
import { loginThroughMock } from '../utils/login'
import { renderApp } from '../utils/render'

const PAGE = '/packageRedPacket/blackBoxPage'

beforeEach(async () => {
  sessionStorage.clear()
  await loginThroughMock({ isPhone: true })
})
afterEach(() => {
  setFault(null)
})

describe('盲盒 page: what a refused blind-box-detail says', () => {
  it('a business error other than 200003 has its toast with the server message, and the error block', async () => {
    const fb = spyFeedback()
    setFault(`code:${API.blindBoxDetail}`)
    renderApp(PAGE)
    expect(await screen.findByText('盲盒加载失败')).toBeInTheDocument()
    await waitFor(() => expect(fb.toast).toHaveBeenCalledWith(FAULT_MSG))
    expect(fb.toast).toHaveBeenCalledTimes(1)
    expect(screen.queryByText('暂无可开启的盲盒')).not.toBeInTheDocument()
  })

  it('the 200003 answer (no box to open) is the empty state, without a toast', async () => {
    const fb = spyFeedback()
    for (const box of db.blindBoxes) box.status = 'CLAIMED'
    renderApp(PAGE)
    expect(await screen.findByText('暂无可开启的盲盒')).toBeInTheDocument()
    expect(screen.queryByText('盲盒加载失败')).not.toBeInTheDocument()
    expect(fb.toast).not.toHaveBeenCalled()
  })
})

describe('我的盲盒奖品: the box’s date', () => {
  it('a CLAIMED box shows no date line; an unclaimed one shows 领取截止 <expireTime>', async () => {
    renderApp('/packageRedPacket/mineBlackBoxGift')
    const claimed = await screen.findByRole('article', { name: '国庆惊喜盲盒' })
    expect(claimed).toHaveTextContent('已领取')
    expect(claimed).not.toHaveTextContent('领取截止')
    expect(claimed).not.toHaveTextContent('有效期至')
    expect(claimed).not.toHaveTextContent('2026-10-31')

    const opened = screen.getByRole('article', { name: '周末充电盲盒' })
    expect(opened).toHaveTextContent('领取截止 2027-06-30 23:59:59')
    const available = screen.getByRole('article', { name: '充电满额盲盒' })
    expect(available).toHaveTextContent('领取截止 2027-12-31 23:59:59')
    expect(available).not.toHaveTextContent('有效期至')
  })
})
