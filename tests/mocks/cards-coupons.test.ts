import { API } from '@/api/endpoints/spec'
import { type CouponCampaign, type PhysicalCard, type ReceiveCouponsResult } from '@/api/types'
import { db } from '@/mocks/core/db'
import { login, post, setupMockServer } from './api'
import { charging, data, T0, tick, useFakeClock } from './charging-api'

setupMockServer()
beforeEach(() => useFakeClock())

const DAY_MS = 24 * 60 * 60 * 1000

function cards(token: string) {
  return {
    detail: (cardId: string) => post<PhysicalCard>(API.physicalCardDetail, { cardId }, token),
    activate: (cardId: string) => post<PhysicalCard>(API.activateCard, { cardId }, token),
    campaign: () => post<CouponCampaign>(API.couponCampaign, {}, token),
    receive: (campaignId: string) =>
      post<ReceiveCouponsResult>(API.receiveCoupons, { campaignId }, token),
  }
}

describe('physical cards', () => {
  it('needs the token', async () => {
    expect((await post(API.physicalCardDetail, { cardId: 'C100' })).status).toBe(500)
    expect((await post(API.activateCard, { cardId: 'C100' })).status).toBe(500)
  })

  it('shows the user card, the pool cards and rejects unknown ones', async () => {
    const api = cards(await login())
    expect(data(await api.detail('CARD0002'))).toEqual({
      cardId: 'CARD0002',
      cardNo: '5300000087654321',
      cardType: 'PHYSICAL',
      status: 'ACTIVE',
      balance: 300,
      giftBalance: 0,
      scopeText: '西湖文化广场充电站',
      boundToMe: true,
      activatedTime: '2026-03-15 10:20:36',
    })
    expect(data(await api.detail('C100'))).toEqual({
      cardId: 'C100',
      cardNo: '8800000000000100',
      cardType: 'PHYSICAL',
      status: 'UNACTIVATED',
      balance: 5000,
      giftBalance: 500,
      scopeText: '全部站点',
      boundToMe: false,
      activatedTime: '',
    })
    expect(data(await api.detail('8800 0000 0000 0200'))).toMatchObject({
      cardId: 'C200',
      balance: 2000,
      scopeText: '西湖文化广场充电站',
    })
    expect(data(await api.detail('C300')).status).toBe('LOST')
    expect(data(await api.detail('C400'))).toMatchObject({ status: 'ACTIVE', boundToMe: false })
    expect(data(await api.detail('C500')).status).toBe('FROZEN')
    for (const id of ['C999', 'CARD0001']) {
      expect((await api.detail(id)).body).toMatchObject({
        code: '400001',
        msg: '卡片不存在，请核对卡号',
      })
    }
    expect((await api.detail(' ')).body?.code).toBe('100001')
  })

  it('activates an unactivated card: bound, listed in pay-options in scope, balance grows', async () => {
    const token = await login()
    const api = cards(token)
    const pay = charging(token)
    const before = await pay.userInfo()
    tick(5000)
    const activated = data(await api.activate('C200'))
    expect(activated).toMatchObject({
      cardId: 'C200',
      status: 'ACTIVE',
      boundToMe: true,
      activatedTime: '2026-11-22 09:58:05',
    })
    expect(data(await api.detail('C200'))).toEqual(activated)
    expect((await pay.userInfo()).cardBalance).toBe(before.cardBalance + 2000)
    // 10000001 is at 西湖文化广场充电站; 20000001 at 滨江星光大道充电站 (out of scope).
    const inScope = data(await pay.payOptions('10000001', 200)).cards.map((c) => c.cardId)
    expect(inScope).toEqual(['CARD0001', 'CARD0002', 'C200'])
    const outOfScope = data(await pay.payOptions('20000001', 3000)).cards.map((c) => c.cardId)
    expect(outOfScope).not.toContain('C200')

    data(await api.activate('C100'))
    expect((await pay.userInfo()).cardBalance).toBe(before.cardBalance + 7000)
    expect(data(await pay.payOptions('20000001', 3000)).cards).toContainEqual({
      cardId: 'C100',
      cardNo: '8800000000000100',
      cardType: 'PHYSICAL',
      balance: 5000,
      giftBalance: 500,
    })
    const order = data(
      await pay.create({
        deviceId: '20000001',
        portNo: 1,
        amount: 5000,
        payType: 'CARD',
        cardId: 'C100',
      }),
    )
    expect(order.amountDue).toBe(5000)
    expect(db.cards.find((c) => c.cardId === 'C100')?.balance).toBe(0)
  })

  it('refuses to activate a card in the wrong state', async () => {
    const api = cards(await login())
    const cases: [string, string][] = [
      ['CARD0002', '该卡已激活'],
      ['C400', '该卡已被其他用户绑定'],
      ['C300', '该卡已挂失，无法激活'],
      ['C500', '该卡已冻结，请联系客服'],
    ]
    for (const [cardId, msg] of cases) {
      expect((await api.activate(cardId)).body).toMatchObject({ code: '400002', msg })
    }
    expect((await api.activate('C999')).body).toMatchObject({
      code: '400001',
      msg: '卡片不存在，请核对卡号',
    })
    data(await api.activate('C100'))
    expect((await api.activate('C100')).body).toMatchObject({ code: '400002', msg: '该卡已激活' })
    expect(db.cardPool.map((c) => c.cardId)).toEqual(['C200', 'C300', 'C400', 'C500'])
  })
})

describe('coupon campaign', () => {
  it('shows the current campaign, not received yet', async () => {
    const api = cards(await login())
    const validTo = '2026-12-22 09:58:00'
    expect(data(await api.campaign())).toEqual({
      campaignId: 'CP2026W',
      title: '新用户充电礼包',
      description: '领取后 30 天内有效，可在支付时抵扣充电费用',
      endTime: '2027-06-30 23:59:59',
      coupons: [
        {
          couponId: 'CP2026W-1',
          name: '满3减1',
          kind: 'COUPON',
          threshold: 300,
          value: 100,
          validTo,
        },
        {
          couponId: 'CP2026W-2',
          name: '充电抵用券',
          kind: 'VOUCHER',
          threshold: 0,
          value: 150,
          validTo,
        },
      ],
      received: false,
    })
    expect((await post(API.couponCampaign, {})).status).toBe(500)
  })

  it('receives once: new coupons, usable in pay-options, counted in user info', async () => {
    const token = await login()
    const api = cards(token)
    const pay = charging(token)
    const before = await pay.userInfo()
    const received = data(await api.receive('CP2026W'))
    const validTo = '2026-12-22 09:58:00'
    expect(received).toEqual({
      campaignId: 'CP2026W',
      coupons: [
        { couponId: 'CP0007', name: '满3减1', kind: 'COUPON', threshold: 300, value: 100, validTo },
        {
          couponId: 'CP0008',
          name: '充电抵用券',
          kind: 'VOUCHER',
          threshold: 0,
          value: 150,
          validTo,
        },
      ],
    })
    expect(data(await api.campaign()).received).toBe(true)
    expect((await pay.userInfo()).couponCount).toBe(before.couponCount + 2)
    const ids = data(await pay.payOptions('10000001', 500)).coupons.map((c) => c.couponId)
    expect(ids).toEqual(expect.arrayContaining(['CP0007', 'CP0008']))
    // Below the 3 yuan threshold only the voucher applies.
    const small = data(await pay.payOptions('10000001', 200)).coupons.map((c) => c.couponId)
    expect(small).toContain('CP0008')
    expect(small).not.toContain('CP0007')
    const order = data(
      await pay.create({
        deviceId: '10000001',
        portNo: 1,
        planId: 'T2',
        amount: 200,
        payType: 'WECHAT',
        couponId: 'CP0008',
      }),
    )
    expect(order.amountDue).toBe(50)

    expect((await api.receive('CP2026W')).body).toMatchObject({
      code: '400004',
      msg: '您已领取过该礼包',
    })
    // 30 days on the coupons have lapsed.
    tick(31 * DAY_MS)
    expect((await pay.userInfo()).couponCount).toBe(before.couponCount)
  })

  it('rejects an unknown or ended campaign', async () => {
    const api = cards(await login())
    expect((await api.receive('NOPE')).body).toMatchObject({
      code: '400003',
      msg: '活动不存在或已结束',
    })
    expect((await api.receive('')).body?.code).toBe('100001')
    useFakeClock(T0 + 250 * DAY_MS)
    expect((await api.receive('CP2026W')).body).toMatchObject({
      code: '400003',
      msg: '活动不存在或已结束',
    })
    expect(db.receivedCampaigns).toEqual([])
  })
})
