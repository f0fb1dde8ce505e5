import { queryKeys } from '@/api/queries'
import { createQueryClient } from '@/app/query-client'
import { prefetchLanding } from '@/app/landing-data'
import { loginThroughMock } from '../utils/login'
import { recordRequests } from './requests'

describe('prefetchLanding (a pile link: the pile is asked for at boot, with the page chunk)', () => {
  beforeEach(() => loginThroughMock())

  it('fetches the pile of a charge-selection landing into the cache the page reads', async () => {
    const calls = recordRequests()
    const client = createQueryClient()
    prefetchLanding(client, '/pages/scan/scan?deviceId=10000001')
    await vi.waitFor(() => expect(client.getQueryData(queryKeys.device('10000001'))).toBeTruthy())
    expect(client.getQueryData(queryKeys.device('10000001'))).toMatchObject({
      deviceId: '10000001',
    })
    expect(calls.count('/device/device-detail')).toBe(1)
    calls.stop()
  })

  it.each([
    ['a malformed pile number', '/pages/scan/scan?deviceId=12ab'],
    ['no pile number', '/pages/scan/scan'],
    ['another page', '/pages/my/my?deviceId=10000001'],
    ['home', '/'],
  ])('asks nothing for %s', async (_what, location) => {
    const calls = recordRequests()
    const client = createQueryClient()
    prefetchLanding(client, location)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(calls.paths).toEqual([])
    expect(client.getQueryCache().getAll()).toEqual([])
    calls.stop()
  })
})
