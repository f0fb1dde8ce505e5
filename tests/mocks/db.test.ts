import { API, type ChargeUserInfo } from '@/api/types'
import { createSeed, db, DB_STORAGE_KEY, loadDb, maskCardNo, maskMobile, resetDb } from '@/mocks/db'
import { login, post, setupMockServer } from './api'

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
    expect(seed.blindBoxes.map((box) => box.status)).toEqual(['AVAILABLE', 'OPENED', 'CLAIMED'])
  })

  it('masks phones and card numbers', () => {
    expect(maskMobile('13812345678')).toBe('138****5678')
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

  it('loads the stored state when the module starts', async () => {
    const token = await login()
    vi.resetModules()
    const fresh = await import('@/mocks/db')
    expect(fresh.db).not.toBe(db)
    expect(fresh.isValidToken(token)).toBe(true)
  })

  it('ignores a corrupt or old stored state, and resetDb forgets it', async () => {
    localStorage.setItem(DB_STORAGE_KEY, '{not json')
    expect(loadDb()).toBe(false)
    localStorage.setItem(DB_STORAGE_KEY, JSON.stringify({ version: 0 }))
    expect(loadDb()).toBe(false)
    await login()
    resetDb()
    expect(localStorage.getItem(DB_STORAGE_KEY)).toBeNull()
    expect(db.tokens).toEqual([])
  })
})
