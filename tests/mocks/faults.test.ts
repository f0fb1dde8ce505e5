import { API } from '@/api/endpoints/spec'
import { type ChargeUserInfo } from '@/api/types'
import {
  activeFault,
  currentFaultSpec,
  parseFaults,
  setFault,
  SLOW_DELAY_MS,
} from '@/mocks/core/faults'
import { BASE, login, post, setupMockServer } from './api'

setupMockServer()

describe('parseFaults', () => {
  it('parses kinds, path filters and lists', () => {
    expect(parseFaults('500')).toMatchObject([{ kind: '500', path: null, times: null }])
    expect(parseFaults(' code:/user/getChargeUserInfo ')).toMatchObject([
      { kind: 'code', path: '/user/getChargeUserInfo' },
    ])
    expect(parseFaults('500:/user/get-attention,slow')).toMatchObject([
      { kind: '500', path: '/user/get-attention' },
      { kind: 'slow', path: null },
    ])
    expect(parseFaults('NETWORK:/v1/charge-user/blind-box/,empty:user/x')).toMatchObject([
      { kind: 'network', path: '/blind-box' },
      { kind: 'empty', path: '/user/x' },
    ])
  })

  it('ignores blanks and unknown kinds', () => {
    expect(parseFaults('')).toEqual([])
    expect(parseFaults(null)).toEqual([])
    expect(parseFaults('boom,,timeout:/user/x, code:*')).toMatchObject([
      { kind: 'code', path: null },
    ])
  })

  it('reads @N: only the first N matching calls fail', () => {
    expect(parseFaults('500:/user/getChargeUserInfo@1')).toMatchObject([
      { kind: '500', path: '/user/getChargeUserInfo', times: 1 },
    ])
    setFault('500:/user/getChargeUserInfo@2')
    expect(activeFault('/user/getChargeUserInfo')).toEqual({ slow: false, kind: '500' })
    expect(activeFault('/user/get-attention')).toBeNull()
    expect(activeFault('/user/getChargeUserInfo')).toEqual({ slow: false, kind: '500' })
    expect(activeFault('/user/getChargeUserInfo')).toBeNull()
  })
})

describe('activeFault', () => {
  it('matches a path and the paths under it; slow combines with a breaking fault', () => {
    setFault('500:/user/get-attention,slow,code:/blind-box')
    expect(activeFault('/user/get-attention')).toEqual({ slow: true, kind: '500' })
    expect(activeFault('/user/get-attention-x')).toEqual({ slow: true, kind: null })
    expect(activeFault('/blind-box/click-blind-box')).toEqual({ slow: true, kind: 'code' })
    setFault('code:/user/login')
    expect(activeFault('/user/getChargeUserInfo')).toBeNull()
  })

  it('reads the page URL query, the query in the hash, then localStorage', () => {
    localStorage.setItem('mockFault', 'empty')
    expect(currentFaultSpec()).toBe('empty')
    window.history.replaceState(null, '', '/?mockFault=500#/pages/my/my?mockFault=code:/user/x')
    expect(currentFaultSpec()).toBe('500,code:/user/x')
    window.history.replaceState(null, '', '/#/pages/my/my?a=1&mockFault=network')
    expect(activeFault('/user/x')).toEqual({ slow: false, kind: 'network' })
    setFault('slow')
    expect(currentFaultSpec()).toBe('slow')
  })
})

describe('fault answers', () => {
  const info = (token: string) =>
    fetch(`${BASE}${API.userInfo}`, { method: 'POST', headers: { token } })

  it('500: HTTP 500 with an empty body', async () => {
    const token = await login()
    setFault('500')
    const response = await info(token)
    expect(response.status).toBe(500)
    expect(await response.text()).toBe('')
  })

  it('network: the request fails', async () => {
    const token = await login()
    setFault('network')
    await expect(info(token)).rejects.toThrow(TypeError)
  })

  it('code: business error 999999', async () => {
    setFault('code')
    const answer = await post(API.login, { authCode: 'x', loginType: '02', appId: 'wx1' })
    expect(answer).toEqual({
      status: 200,
      body: { code: '999999', msg: '模拟的业务错误', data: null },
    })
  })

  it('empty: HTTP 200 with an empty body', async () => {
    const token = await login()
    setFault('empty')
    const response = await info(token)
    expect(response.status).toBe(200)
    expect(await response.text()).toBe('')
  })

  it('applies a path filter to that call only', async () => {
    const token = await login()
    setFault(`code:${API.userInfo}`)
    expect((await post(API.userInfo, {}, token)).body?.code).toBe('999999')
    expect((await post(API.bankConfigList, { pageNo: 1, pageSize: 1000 }, token)).body?.code).toBe(
      '000000',
    )
  })

  it('from the page URL, without code changes', async () => {
    const token = await login()
    window.history.replaceState(null, '', `/#/pages/index/index?mockFault=500:${API.userInfo}`)
    expect((await post(API.userInfo, {}, token)).status).toBe(500)
  })

  it('slow: waits, then answers normally (short override)', async () => {
    const token = await login()
    setFault('slow', { slowMs: 80 })
    const started = Date.now()
    const answer = await post<ChargeUserInfo>(API.userInfo, {}, token)
    expect(Date.now() - started).toBeGreaterThanOrEqual(70)
    expect(answer.body?.data.nickName).toBe('张师傅')
  })

  it(`slow: waits ${SLOW_DELAY_MS} ms by default (fake timers)`, async () => {
    const token = await login()
    setFault('slow')
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    try {
      let done = false
      const pending = post(API.userInfo, {}, token).then((answer) => {
        done = true
        return answer
      })
      await vi.advanceTimersByTimeAsync(SLOW_DELAY_MS - 100)
      expect(done).toBe(false)
      await vi.advanceTimersByTimeAsync(200)
      expect((await pending).body?.code).toBe('000000')
    } finally {
      vi.useRealTimers()
    }
  })
})
