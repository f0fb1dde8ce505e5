import { HttpResponse, http as mswHttp } from 'msw'
import { server } from '@/mocks/node'

// The client loads axios with its first call (index.html preloads it, except where the landing
// page's first screen comes from its early call: a pile link, a returning user's home). A failed download is a network failure, and the next
// call downloads again.
describe('the API client before axios has arrived', () => {
  afterEach(() => {
    vi.doUnmock('axios')
    vi.resetModules()
  })

  it('shows the network dialog when axios cannot be downloaded, and tries again on the next call', async () => {
    vi.resetModules()
    vi.doMock('axios', () => {
      throw new TypeError('Failed to fetch dynamically imported module')
    })
    const { post } = await import('@/api/client')
    const { spyFeedback } = await import('../utils/feedback')
    const { appStore } = await import('@/store')
    appStore.set({ token: 'tk-0' })
    const fb = spyFeedback()

    await expect(post('/test/echo')).rejects.toMatchObject({
      kind: 'network',
      message: '网络异常，请稍后重试！',
    })
    expect(fb.alert).toHaveBeenCalledWith('温馨提示', '网络异常，请稍后重试！')

    vi.doUnmock('axios')
    server.use(
      mswHttp.post('*/v1/charge-user/test/echo', () =>
        HttpResponse.json({ code: '000000', msg: 'ok', data: { again: true } }),
      ),
    )
    await expect(post('/test/echo')).resolves.toEqual({ again: true })
  })
})
