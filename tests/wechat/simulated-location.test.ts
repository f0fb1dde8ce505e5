import { MSG } from '@/lib/messages'
import { DEMO_LOCATION, simulatedLocation } from '@/wechat/simulated'

/** QA plays the location with `mockLocation` (query or localStorage), like `mockScan`. */
describe('the simulated bridge’s location', () => {
  afterEach(() => {
    localStorage.removeItem('mockLocation')
    window.history.replaceState(null, '', '/')
  })

  it('is the demo city centre by default', async () => {
    await expect(simulatedLocation()).resolves.toEqual(DEMO_LOCATION)
  })

  it.each([
    ['cancel', MSG.locationCancelled],
    ['timeout', MSG.requestTimeout],
    ['unsupported', MSG.geolocationUnsupported],
  ])('fails as asked: %s', async (value, message) => {
    localStorage.setItem('mockLocation', value)
    await expect(simulatedLocation()).rejects.toThrow(message)
  })

  it('takes a point from the hash query, lng first', async () => {
    window.history.replaceState(null, '', '/#/packageMap/map?mockLocation=120.2,30.3')
    await expect(simulatedLocation()).resolves.toMatchObject({ longitude: 120.2, latitude: 30.3 })
  })

  it('uses the browser’s geolocation on `browser` (none in jsdom)', async () => {
    localStorage.setItem('mockLocation', 'browser')
    await expect(simulatedLocation()).rejects.toThrow(MSG.geolocationUnsupported)
  })
})
