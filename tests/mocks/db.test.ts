import { API } from '@/api/endpoints/spec'
import { type ChargeUserInfo } from '@/api/types'
import { isIdCard } from '@/lib/validators'
import { db, DB_STORAGE_KEY, loadDb, maskCardNo, resetDb } from '@/mocks/core/db'
import { createSeed, DB_VERSION } from '@/mocks/core/seed'
import { BASE, login, post, setupMockServer } from './api'

setupMockServer()

describe('seed', () => {
  it('is deterministic and starts unbound', () => {
    expect(createSeed()).toEqual(createSeed())
    const seed = createSeed()
    expect(seed.user).toMatchObject({
      nickName: '张师傅',
      mobile: '13812345678',
      mobileBound: false,
      follows: 0,
    })
    expect(seed.bankConfigs).toHaveLength(2)
    // What the demo shows a user could copy into a form, and the form accepts it.
    for (const bank of seed.bankConfigs) expect(isIdCard(bank.idCardNo)).toBe(true)
    expect(seed.blindBoxes.map((box) => box.status)).toEqual(['AVAILABLE', 'OPENED', 'CLAIMED'])
  })

  it('holds the charging domain, consistent with the user summary', () => {
    const seed = createSeed()
    expect(seed.version).toBe(DB_VERSION)
    // The charging piles first; the station finder's follow (src/mocks/stations/seed.ts).
    expect(seed.devices.slice(0, 8).map((d) => d.deviceId)).toEqual([
      '10000001',
      '10000002',
      '10000003',
      '10000004',
      '10000009',
      '20000001',
      '20000002',
      '20000003',
    ])
    expect(seed.stations.slice(0, 3).map((s) => s.name)).toEqual([
      '西湖文化广场充电站',
      '滨江星光大道充电站',
      '城西银泰地下停车场',
    ])
    expect(seed.cards.reduce((sum, card) => sum + card.balance, 0)).toBe(8650)
    expect(seed.coupons.filter((c) => c.status === 'UNUSED')).toHaveLength(3)
    expect(seed.orders).toHaveLength(17)
    for (const order of seed.orders.filter((o) => o.status === 'COMPLETED')) {
      const consumed = order.electricityFee + order.serviceFee
      expect(order.paid).toBe(order.prepaid - order.discount)
      expect(order.refunded).toBe(order.prepaid - Math.max(consumed, order.discount))
    }
    const car = seed.orders.find((o) => o.orderId === 'OD100004')
    expect(car?.periodFees.map((p) => p.startTime)).toEqual(['21:00', '23:00', '00:00'])
  })

  it('masks card numbers (a phone: lib/validators maskMobile)', () => {
    expect(maskCardNo('6225880123581234')).toBe('6225********1234')
  })
})

describe('persistence (localStorage mock:db)', () => {
  it('writes after each call and a reload keeps the login', async () => {
    const token = await login()
    const stored = localStorage.getItem(DB_STORAGE_KEY)
    expect(stored).toContain(token)

    // a reload: memory is lost, the stored state comes back
    Object.assign(db, createSeed())
    expect((await post(API.userInfo, {}, token)).status).toBe(500)
    localStorage.setItem(DB_STORAGE_KEY, stored ?? '')
    expect(loadDb()).toBe(true)
    const info = await post<ChargeUserInfo>(API.userInfo, {}, token)
    expect(info.body?.data.nickName).toBe('张师傅')
  })

  it('writes only when the state changed, and a JSON answer is measured by no Blob', async () => {
    const token = await login()
    const setItem = vi.spyOn(Storage.prototype, 'setItem')
    const Measured = vi.spyOn(globalThis, 'Blob')
    const writes = () => setItem.mock.calls.filter(([key]) => key === DB_STORAGE_KEY).length

    const response = await fetch(`${BASE}${API.userInfo}`, {
      method: 'POST',
      headers: { token, 'Content-Type': 'application/json' },
      body: '{}',
    })
    expect(response.headers.get('content-type')).toBe('application/json')
    expect(((await response.json()) as { code: string }).code).toBe('000000')
    // A read changes nothing: the stored copy is already the state.
    expect(writes()).toBe(0)
    expect(Measured).not.toHaveBeenCalled()
    // Something changed on the server's side (another tab, a test): the next call writes the state.
    localStorage.setItem(DB_STORAGE_KEY, '{}')
    setItem.mockClear()
    await post(API.userInfo, {}, token)
    expect(writes()).toBe(1)
    expect(JSON.parse(localStorage.getItem(DB_STORAGE_KEY) ?? '{}')).toEqual(
      JSON.parse(JSON.stringify(db)),
    )
  })

  it('loads the stored state when the module starts', async () => {
    const token = await login()
    vi.resetModules()
    const fresh = await import('@/mocks/core/db')
    expect(fresh.db).not.toBe(db)
    expect(fresh.isValidToken(token)).toBe(true)
  })

  it('starts from a stored state without building the seed, and from the seed without one', async () => {
    const stored = createSeed()
    stored.user.nickName = '李师傅'
    localStorage.setItem(DB_STORAGE_KEY, JSON.stringify(stored))
    let seeds = 0
    vi.doMock('@/mocks/core/seed', async (importOriginal) => {
      const seed = await importOriginal<typeof import('@/mocks/core/seed')>()
      return {
        ...seed,
        createSeed: () => {
          seeds += 1
          return seed.createSeed()
        },
      }
    })
    try {
      vi.resetModules()
      expect((await import('@/mocks/core/db')).db.user.nickName).toBe('李师傅')
      expect(seeds).toBe(0)
      localStorage.removeItem(DB_STORAGE_KEY)
      vi.resetModules()
      expect((await import('@/mocks/core/db')).db.user.nickName).toBe('张师傅')
      expect(seeds).toBe(1)
    } finally {
      vi.doUnmock('@/mocks/core/seed')
    }
  })

  it('ignores a corrupt or old stored state, and resetDb forgets it', async () => {
    localStorage.setItem(DB_STORAGE_KEY, '{not json')
    expect(loadDb()).toBe(false)
    localStorage.setItem(DB_STORAGE_KEY, JSON.stringify({ version: 0 }))
    expect(loadDb()).toBe(false)
    const v1 = { ...JSON.parse(JSON.stringify(createSeed())), version: 1 }
    localStorage.setItem(DB_STORAGE_KEY, JSON.stringify(v1))
    expect(loadDb()).toBe(false)
    await login()
    resetDb()
    expect(localStorage.getItem(DB_STORAGE_KEY)).toBeNull()
    expect(db.tokens).toEqual([])
  })
})
