import { screen } from '@testing-library/react'
import { builtRoutes } from '@/app/router'
import { ROUTES, routeByPath } from '@/config/paths'
import { loginThroughMock } from '../utils/login'
import { renderApp } from '../utils/render'

/** Every link of a page leads to a built page (no entry to a page that is not there). */
async function expectLinksToBuiltPages(names: readonly string[]) {
  for (const name of names) {
    const link = await screen.findByRole('link', { name: new RegExp(name) })
    const path = (link.getAttribute('href') ?? '').split('?')[0] ?? ''
    const route = routeByPath(path)
    expect(route, `${name} -> ${path}`).toBeDefined()
    if (route) expect(builtRoutes).toContain(route)
  }
}

describe('entries on home and Mine', () => {
  beforeEach(async () => {
    await loginThroughMock()
  })

  it('home: the shortcuts lead to the map, orders, red packets, blind box, lottery, insurance, coupons, service', async () => {
    renderApp('/')
    await expectLinksToBuiltPages([
      '找电站',
      '充电订单',
      '抢红包',
      '充电盲盒',
      '能量抽奖',
      '安心充电',
      '领券',
      '客服中心',
    ])
    const points = await screen.findByRole('link', { name: /能量值/ })
    expect(points).toHaveAttribute('href', ROUTES.myPoints.path)
  })

  it('Mine: wallet, perks and help rows lead to built pages', async () => {
    renderApp(ROUTES.my.path)
    await expectLinksToBuiltPages([
      '充电订单',
      '我的车辆',
      '电子发票',
      '消息中心',
      '我的充电卡',
      '我的卡券',
      '我的银行卡',
      '退款申请',
      '能量值中心',
      '红包',
      '盲盒抽奖',
      '安心充电',
      '安心骑行',
      '合作加盟',
      '附近电站',
      '客服中心',
      '投诉建议',
    ])
  })
})
