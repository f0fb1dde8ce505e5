import { type BlindBoxVoucher } from '@/api/blind-box'
import { BLIND_BOX_VOUCHERS } from '@/api/endpoints/blind-box'
import { API } from '@/api/endpoints/spec'
import { type BlindBox, type ChargeUserInfo, type Page, type PayOptions } from '@/api/types'
import { setClock } from '@/mocks/core/clock'
import { OPENING_MS, prizeFor } from '@/mocks/points/blind-box-handlers'
import { login, post, setupMockServer } from './api'

setupMockServer()

describe('blind boxes', () => {
  it('lists the three seeded boxes', async () => {
    const token = await login()
    const { body } = await post<Page<BlindBox>>(
      API.blindBoxListSelf,
      { pageNo: 1, pageSize: 10 },
      token,
    )
    expect(body?.data.total).toBe(3)
    expect(body?.data.list.map((box) => box.status)).toEqual(['AVAILABLE', 'OPENED', 'CLAIMED'])
    const page2 = await post<Page<BlindBox>>(
      API.blindBoxListSelf,
      { pageNo: 2, pageSize: 2 },
      token,
    )
    expect(page2.body?.data.list).toHaveLength(1)
    expect((await post(API.blindBoxListSelf, { pageNo: 1 }, token)).body?.code).toBe('100001')
  })

  it('opens (OPENING, then OPENED in time), then claims; counts the prize to the user', async () => {
    const token = await login()
    const t0 = Date.now()
    setClock(() => t0)
    const detail = await post<BlindBox>(API.blindBoxDetail, {}, token)
    const id = detail.body?.data.blindBoxId ?? ''
    expect(detail.body?.data).toMatchObject({
      blindBoxId: 'BB20261101',
      status: 'AVAILABLE',
      prize: null,
    })

    const opened = await post<BlindBox>(API.blindBoxClick, { blindBoxId: id }, token)
    const prize = prizeFor(id)
    // Drawn on the server at once, shown only when the box has opened.
    expect(opened.body?.data).toMatchObject({ status: 'OPENING', prize: null })
    expect((await post(API.blindBoxStatus, { blindBoxId: id }, token)).body?.data).toEqual({
      status: 'OPENING',
      prize: null,
    })
    const early = await post(API.blindBoxClaimCoupon, { blindBoxId: id }, token)
    expect(early.body).toMatchObject({ code: '200002', msg: '盲盒正在开启，请稍候' })
    setClock(() => t0 + OPENING_MS)
    expect((await post(API.blindBoxStatus, { blindBoxId: id }, token)).body?.data).toEqual({
      status: 'OPENED',
      prize,
    })
    const twice = await post(API.blindBoxClick, { blindBoxId: id }, token)
    expect(twice.body).toMatchObject({ code: '200002', msg: '盲盒已开启，请勿重复开启' })

    const claimed = await post<BlindBox>(API.blindBoxClaimCoupon, { blindBoxId: id }, token)
    expect(claimed.body?.data.status).toBe('CLAIMED')
    const info = await post<ChargeUserInfo>(API.userInfo, {}, token)
    if (prize.prizeType === 'POINTS') expect(info.body?.data.points).toBe(1280 + prize.value)
    else expect(info.body?.data.couponCount).toBe(4)
    const again = await post(API.blindBoxClaimCoupon, { blindBoxId: id }, token)
    expect(again.body).toMatchObject({ code: '200002', msg: '奖品已领取，请勿重复领取' })

    // Nothing left to open: the prize still waiting to be claimed comes next, then nothing.
    const next = await post<BlindBox>(API.blindBoxDetail, {}, token)
    expect(next.body?.data).toMatchObject({ blindBoxId: 'BB20261015', status: 'OPENED' })
    await post(API.blindBoxClaimCoupon, { blindBoxId: 'BB20261015' }, token)
    const none = await post(API.blindBoxDetail, {}, token)
    expect(none.body).toMatchObject({ code: '200003', msg: '暂无可开启的盲盒' })
  })

  it('claims the seeded opened coupon box, and refuses to claim an unopened box', async () => {
    const token = await login()
    const claimed = await post<BlindBox>(
      API.blindBoxClaimCoupon,
      { blindBoxId: 'BB20261015' },
      token,
    )
    expect(claimed.body?.data.status).toBe('CLAIMED')
    const info = await post<ChargeUserInfo>(API.userInfo, {}, token)
    expect(info.body?.data.couponCount).toBe(4)
    const options = await post<PayOptions>(
      API.payOptions,
      { deviceId: '10000001', amount: 2000 },
      token,
    )
    expect(options.body?.data.coupons).toContainEqual(
      expect.objectContaining({
        couponId: 'CPBB20261015',
        kind: 'COUPON',
        threshold: 2000,
        value: 500,
      }),
    )
    const early = await post(API.blindBoxClaimCoupon, { blindBoxId: 'BB20261101' }, token)
    expect(early.body).toMatchObject({ code: '200002', msg: '盲盒尚未开启，无法领取' })
  })

  it('answers 盲盒不存在 for unknown ids and validates the id', async () => {
    const token = await login()
    for (const path of [
      API.blindBoxDetail,
      API.blindBoxClick,
      API.blindBoxStatus,
      API.blindBoxClaimCoupon,
    ]) {
      expect((await post(path, { blindBoxId: 'BB0' }, token)).body).toMatchObject({
        code: '200001',
        msg: '盲盒不存在',
      })
    }
    const missing = await post(API.blindBoxClick, {}, token)
    expect(missing.body).toMatchObject({ code: '100001', msg: '参数错误：盲盒ID不能为空' })
  })

  it('lists the coupons and vouchers claimed from boxes, by state', async () => {
    const token = await login()
    const page = (status: string) =>
      post<Page<BlindBoxVoucher>>(BLIND_BOX_VOUCHERS, { pageNo: 1, pageSize: 10, status }, token)
    expect((await page('UNUSED')).body?.data.total).toBe(0)
    await post(API.blindBoxClaimCoupon, { blindBoxId: 'BB20261015' }, token)
    expect((await page('UNUSED')).body?.data.list).toEqual([
      expect.objectContaining({
        couponId: 'CPBB20261015',
        blindBoxTitle: '周末充电盲盒',
        status: 'UNUSED',
        value: 500,
      }),
    ])
    expect((await page('USED')).body?.data.total).toBe(0)
    expect((await page('ALL')).body?.code).toBe('100001')
  })

  it('draws the same prize for the same box every time', () => {
    expect(prizeFor('BB20261101')).toEqual(prizeFor('BB20261101'))
  })
})
