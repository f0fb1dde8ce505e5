import { LOGIN_KEYS, PERSISTED_KEYS, persistedDefaults } from '@/store/schema'
import { appStore, useAppStore, type PersistedState } from '@/store'
import { readAll } from '@/store/storage'
import { storedText } from '@/store/stored-json'

/** What a fresh start would read from localStorage now. */
const fromStorage = () => readAll()
const storeState = (): PersistedState => {
  const s = useAppStore.getState()
  return Object.fromEntries(PERSISTED_KEYS.map((k) => [k, s[k]])) as PersistedState
}

describe('the store', () => {
  it('mirrors every localStorage key of SPEC §3 with the same names', () => {
    expect(PERSISTED_KEYS).toEqual([
      'token',
      'isLogin',
      'phone',
      'isPhone',
      'isAuthOrder',
      'userInfo',
      'customConfigInfo',
      'indexTitle',
      'webCustomOpenidInfo',
      'customAppid',
      'customOpenid',
      'isEnterAuth',
      'isWxJSjdk',
      'scanCodeEntityCardId',
      'deviceId',
      // Ours, beside SPEC §3's: payments awaiting the server, the follow prompt's last close.
      'keptPayments',
      'followPromptClosedAt',
      // The complaint being written (userComplaint).
      'complaintDraft',
      // The API origin that issued the token, and the logins of other origins (issue 24).
      'tokenOrigin',
      'parkedLogins',
    ])
    expect(persistedDefaults.indexTitle).toBe('充电小助手')
  })

  it('writes through: store and localStorage never disagree', () => {
    appStore.set({
      token: 'tk-9',
      isLogin: true,
      isPhone: true,
      phone: '138****5678',
      userInfo: { nickName: '张师傅', headUrl: '', maskMobileNo: '138****5678' },
      customConfigInfo: { publicAccountName: '绿动', platformName: '绿动平台', appId: 'wx1' },
      webCustomOpenidInfo: { appId: 'wx1', openid: 'o-1' },
      scanCodeEntityCardId: 'C1',
    })
    // A string as it is, anything else as JSON.
    expect(localStorage.getItem('token')).toBe('tk-9')
    expect(localStorage.getItem('phone')).toBe('138****5678')
    expect(localStorage.getItem('isPhone')).toBe('true')
    expect(JSON.parse(localStorage.getItem('userInfo') ?? 'null')).toEqual({
      nickName: '张师傅',
      headUrl: '',
      maskMobileNo: '138****5678',
    })
    expect(fromStorage()).toEqual(storeState())
    appStore.set({ token: '', userInfo: null })
    expect(localStorage.getItem('token')).toBeNull()
    expect(fromStorage()).toEqual(storeState())
  })

  it('hydrates stored values on start', () => {
    localStorage.setItem('token', '"tk-stored"')
    localStorage.setItem('isPhone', 'true')
    localStorage.setItem('indexTitle', '"某某充电"')
    useAppStore.getState().hydrate()
    expect(appStore.get()).toMatchObject({
      token: 'tk-stored',
      isPhone: true,
      indexTitle: '某某充电',
    })
  })

  it('takes a string stored as it is, even one that reads as another JSON value', () => {
    localStorage.setItem('token', 'tk-plain')
    localStorage.setItem('customOpenid', '12345')
    localStorage.setItem('indexTitle', 'null')
    localStorage.setItem('phone', '138****5678')
    useAppStore.getState().hydrate()
    expect(appStore.get()).toMatchObject({
      token: 'tk-plain',
      customOpenid: '12345',
      indexTitle: 'null',
      phone: '138****5678',
    })
    expect(storedText('token')).toBe('tk-plain')
    expect(storedText('customOpenid')).toBe('12345')
    // Text that reads as an object is text too, for the store and index.html's scripts alike.
    localStorage.setItem('token', '{"a":1}')
    useAppStore.getState().hydrate()
    expect(appStore.get().token).toBe('{"a":1}')
    expect(storedText('token')).toBe('{"a":1}')
  })

  it('keeps a string that starts with a quote: it is stored as JSON', () => {
    appStore.set({ indexTitle: '"易充"电' })
    expect(localStorage.getItem('indexTitle')).toBe(JSON.stringify('"易充"电'))
    expect(fromStorage().indexTitle).toBe('"易充"电')
    expect(storedText('indexTitle')).toBe('"易充"电')
  })

  it('drops wrong types instead of crashing', () => {
    localStorage.setItem('isLogin', '"yes"')
    localStorage.setItem('isPhone', '{not json')
    localStorage.setItem('userInfo', '{"nickName":1}')
    localStorage.setItem('customConfigInfo', 'null')
    expect(() => useAppStore.getState().hydrate()).not.toThrow()
    expect(appStore.get()).toMatchObject({
      isLogin: false,
      isPhone: false,
      userInfo: null,
      customConfigInfo: null,
    })
    expect(localStorage.getItem('isLogin')).toBeNull()
    expect(localStorage.getItem('isPhone')).toBeNull()
    expect(fromStorage()).toEqual(storeState())
  })

  it('ignores keys that are not persisted', () => {
    appStore.set({ nope: 1 } as unknown as Partial<PersistedState>)
    expect(localStorage.getItem('nope')).toBeNull()
  })

  it('logout clears login and user info, and nothing else', () => {
    appStore.set({
      token: 't',
      isLogin: true,
      isPhone: true,
      isAuthOrder: true,
      phone: 'p',
      userInfo: { nickName: 'n', headUrl: '', maskMobileNo: '' },
      customAppid: 'wxop',
      customOpenid: 'o1',
      indexTitle: 'T',
      scanCodeEntityCardId: 'C1',
    })
    appStore.logout()
    for (const key of LOGIN_KEYS) expect(appStore.get()[key]).toEqual(persistedDefaults[key])
    expect(appStore.get()).toMatchObject({
      customAppid: 'wxop',
      customOpenid: 'o1',
      indexTitle: 'T',
      scanCodeEntityCardId: 'C1',
    })
    expect(fromStorage()).toEqual(storeState())
  })

  it('takes a value another tab stored', () => {
    localStorage.setItem('token', '"tk-other-tab"')
    window.dispatchEvent(new StorageEvent('storage', { key: 'token' }))
    expect(appStore.get().token).toBe('tk-other-tab')
  })

  it('still works when localStorage throws', () => {
    const spy = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError')
    })
    expect(() => appStore.set({ token: 'tk-q' })).not.toThrow()
    expect(appStore.get().token).toBe('tk-q')
    spy.mockRestore()
  })
})
