import { delay, http, HttpResponse } from 'msw'
import { server } from '@/mocks/node'

/** tests/setup.ts: a call a test leaves in flight is answered before the next test starts. */
describe('calls left in flight at the end of a test', () => {
  let answeredAt = 0

  it('a test that leaves a slow call unanswered', () => {
    server.use(
      http.get('https://settle.test/slow', async () => {
        await delay(200)
        return HttpResponse.json({ ok: true })
      }),
    )
    void fetch('https://settle.test/slow').then(() => {
      answeredAt = Date.now()
    })
    expect(answeredAt).toBe(0)
  })

  it('the next test starts once it is answered, its answer handled', () => {
    expect(answeredAt).toBeGreaterThan(0)
  })
})
