import { API } from '@/api/endpoints/spec'
import { type PricePeriodsResult } from '@/api/types'
import { chargeCard } from '@/mocks/charging/db'
import { createCards } from '@/mocks/charging/seed'
import { login, post, setupMockServer } from './api'
import { BIKE_ORDER, CAR_ORDER, charging, data, useFakeClock } from './charging-api'

setupMockServer()
beforeEach(() => useFakeClock())

describe('device detail', () => {
  it('shows every seeded pile in its state', async () => {
    const api = charging(await login())
    const bike = data(await api.device('10000001'))
    expect(bike).toMatchObject({ deviceType: 'BIKE', status: 'ONLINE', ratedPowerW: 1000 })
    expect(bike.station.name).toBe('西湖文化广场充电站')
    expect(bike.ports.map((p) => `${p.status}${p.plugged ? '+' : '-'}`)).toEqual([
      'IDLE+',
      'IDLE+',
      'IDLE-',
      'CHARGING+',
      'IDLE+',
      'OCCUPIED+',
      'IDLE-',
      'CHARGING+',
      'FAULT-',
      'IDLE+',
    ])
    expect(bike.plans.map((p) => `${p.mode}:${p.hours ?? ''}:${p.amount}`)).toEqual([
      'TIME:1:100',
      'TIME:2:200',
      'TIME:4:350',
      'TIME:8:600',
      'AMOUNT::100',
      'AMOUNT::200',
      'AMOUNT::500',
      'FULL::500',
    ])
    expect(bike.powerTiers.map((t) => [t.maxW, t.pricePerHour])).toEqual([
      [200, 40],
      [400, 60],
      [700, 80],
      [1000, 120],
    ])
    const busy = data(await api.device('10000002'))
    expect(busy.ports.some((p) => p.status === 'IDLE')).toBe(false)
    expect(busy.ports.filter((p) => p.status === 'FAULT')).toHaveLength(1)
    const offline = data(await api.device('10000003'))
    expect(offline.status).toBe('OFFLINE')
    expect(new Set(offline.ports.map((p) => p.status))).toEqual(new Set(['OFFLINE']))
    expect(data(await api.device('10000004')).status).toBe('FAULT')
    expect(data(await api.device('10000009')).ports.every((p) => p.status === 'IDLE')).toBe(true)

    const car = data(await api.device('20000001'))
    expect(car).toMatchObject({ deviceType: 'CAR', status: 'ONLINE', ratedPowerW: 60000 })
    expect(car.ports.map((p) => p.status)).toEqual(['IDLE', 'CHARGING'])
    expect(car.pricePeriods).toHaveLength(9)
    expect(car.prepayOptions).toEqual([3000, 5000, 10000, 20000])
    expect(data(await api.device('20000002')).ports).toEqual([
      { portNo: 1, status: 'IDLE', plugged: false },
    ])
    expect(data(await api.device('20000003')).status).toBe('OFFLINE')
  })

  it('answers unknown and malformed ids, and needs the token', async () => {
    const api = charging(await login())
    expect((await api.device('99999999')).body).toMatchObject({
      code: '300001',
      msg: '设备不存在，请核对电桩编号',
    })
    expect((await api.device('abc')).body).toMatchObject({
      code: '100001',
      msg: '参数错误：电桩编号格式不正确',
    })
    expect((await api.device('')).body?.code).toBe('100001')
    expect((await post(API.deviceDetail, { deviceId: '10000001' })).status).toBe(500)
  })

  it('gives the price periods of a CAR pile only', async () => {
    const token = await login()
    const periods = data(
      await post<PricePeriodsResult>(API.pricePeriods, { deviceId: '20000001' }, token),
    )
    expect(periods.stationName).toBe('滨江星光大道充电站')
    expect(periods.periods.map((p) => `${p.startTime}-${p.endTime} ${p.periodType}`)).toContain(
      '17:00-19:00 SHARP',
    )
    expect((await post(API.pricePeriods, { deviceId: '10000001' }, token)).body).toMatchObject({
      code: '300004',
      msg: '该设备不是汽车充电桩',
    })
  })
})

describe('pay options', () => {
  it('lists the cards valid at the station and the coupons usable for the amount', async () => {
    const api = charging(await login())
    const bike = data(await api.payOptions('10000001', 200))
    expect(bike.cards.map((c) => [c.cardId, c.balance, c.giftBalance])).toEqual([
      ['CARD0001', 8350, 1000],
      ['CARD0002', 300, 0],
    ])
    expect(bike.coupons.map((c) => c.name)).toEqual(['充电抵用券'])
    expect(data(await api.payOptions('10000001', 500)).coupons.map((c) => c.couponId)).toEqual([
      'CP0001',
      'CP0003',
    ])
    const car = data(await api.payOptions('20000001', 3000))
    expect(car.cards.map((c) => c.cardId)).toEqual(['CARD0001'])
    expect(car.coupons.map((c) => c.couponId)).toEqual(['CP0001', 'CP0002', 'CP0003'])
  })
})

describe('create order', () => {
  it('refuses what a real server would refuse', async () => {
    const api = charging(await login())
    const cases: [Partial<typeof BIKE_ORDER>, string, string][] = [
      [{ portNo: 4 }, '300006', '该插座正在使用中'],
      [{ portNo: 6 }, '300006', '该插座正在使用中'],
      [{ portNo: 3 }, '300007', '请先插好充电插头'],
      [{ portNo: 9 }, '300003', '该插座故障，请更换其他插座'],
      [{ portNo: 11 }, '300005', '插座不存在'],
      [{ deviceId: '10000003' }, '300002', '设备离线，请更换其他电桩'],
      [{ deviceId: '10000004' }, '300003', '设备故障，请更换其他电桩'],
      [{ deviceId: '99999999' }, '300001', '设备不存在，请核对电桩编号'],
      [{ planId: undefined }, '300008', '请选择充电套餐'],
      [{ planId: 'T9' }, '300008', '充电套餐不存在'],
      [{ amount: 100 }, '300009', '支付金额与套餐不符'],
      [{ couponId: 'CP0001' }, '300010', '优惠券不可用'],
      [{ couponId: 'CP0004' }, '300010', '优惠券不可用'],
      [{ payType: 'CARD' }, '300011', '请选择充电卡'],
      [
        { payType: 'CARD', cardId: 'CARD0002', planId: 'T4', amount: 350 },
        '300012',
        '充电卡余额不足',
      ],
      [{ payType: 'ALIPAY' as 'CARD' }, '100001', '参数错误：支付方式不正确'],
      [{ portNo: 0 }, '100001', '参数错误：插座号不正确'],
    ]
    for (const [change, code, msg] of cases) {
      const answer = await api.create({ ...BIKE_ORDER, ...change })
      expect({ change, body: answer.body }).toMatchObject({ change, body: { code, msg } })
    }
    const car: [Partial<typeof CAR_ORDER>, string, string][] = [
      [{ amount: 4000 }, '300009', '预付金额不正确'],
      [{ portNo: 2 }, '300006', '该充电枪正在使用中'],
      [{ deviceId: '20000002' }, '300007', '请先将充电枪插入车辆'],
      [{ deviceId: '20000003' }, '300002', '设备离线，请更换其他电桩'],
      [{ payType: 'CARD', cardId: 'CARD0002' }, '300011', '该充电卡在此电站不可用'],
    ]
    for (const [change, code, msg] of car) {
      expect((await api.create({ ...CAR_ORDER, ...change })).body).toMatchObject({ code, msg })
    }
  })

  it('pays by card at once: the card is charged and the order is STARTING', async () => {
    const api = charging(await login())
    const created = data(
      await api.create({ ...BIKE_ORDER, payType: 'CARD', cardId: 'CARD0001', couponId: 'CP0003' }),
    )
    expect(created).toMatchObject({ amountDue: 0, payParams: null })
    const big = data(
      await api.create({
        ...BIKE_ORDER,
        portNo: 2,
        planId: 'T8',
        amount: 600,
        payType: 'CARD',
        cardId: 'CARD0001',
        couponId: 'CP0001',
      }),
    )
    expect(big).toMatchObject({ amountDue: 500, payParams: null })
    const order = await api.order(big.orderId)
    expect(order).toMatchObject({
      status: 'STARTING',
      prepaid: 600,
      discount: 100,
      paid: 500,
      payType: 'CARD',
    })
    expect(data(await api.payOptions('10000001', 600)).cards[0]).toMatchObject({ balance: 7850 })
    const info = await api.userInfo()
    expect(info).toMatchObject({ cardBalance: 8150, couponCount: 1, chargingOrderId: big.orderId })
    const ports = data(await api.device('10000001')).ports
    expect(ports.slice(0, 2).map((p) => p.status)).toEqual(['CHARGING', 'CHARGING'])
    expect((await api.create(BIKE_ORDER)).body).toMatchObject({ msg: '该插座正在使用中' })
  })

  it('needs balance + gift to cover the amount due, and takes the balance first', async () => {
    const api = charging(await login())
    const card = { ...CAR_ORDER, payType: 'CARD' as const, cardId: 'CARD0001' }
    expect((await api.create(card)).body).toMatchObject({ code: '300012', msg: '充电卡余额不足' })
    expect((await api.create({ ...card, couponId: 'CP0002' })).body?.msg).toBe('充电卡余额不足')
    data(await api.create({ ...card, amount: 5000 }))
    expect(data(await api.payOptions('20000001', 5000)).cards[0]).toMatchObject({
      balance: 3350,
      giftBalance: 1000,
    })
    const wallet = { ...createCards()[1]!, balance: 300, giftBalance: 1000 }
    expect(chargeCard(wallet, 500)).toEqual({ fromBalance: 300, fromGift: 200 })
    expect(wallet).toMatchObject({ balance: 0, giftBalance: 800 })
  })
})
