import { HttpResponse, http as mswHttp } from 'msw'
import { ApiError, post, setReloginHandler } from '@/api/client'
import { blindBoxQueries, NO_BLIND_BOX_CODE } from '@/api/blind-box'
import { createQueryClient } from '@/app/query-client'
import { server } from '@/mocks/node'
import { appStore } from '@/store'
import { spyFeedback } from '../utils/feedback'

const URL = '*/v1/charge-user/test/echo'
const answer = (body: unknown) =>
  server.use(mswHttp.all(URL, () => HttpResponse.json(body as object)))

describe('the client’s stateCodes option', () => {
  let fb: ReturnType<typeof spyFeedback>
  beforeEach(() => {
    fb = spyFeedback()
    setReloginHandler(() => {})
    appStore.set({ token: 'tk-0' })
  })

  it('a listed code rejects with its ApiError but shows no toast', async () => {
    answer({ code: '200003', msg: '暂无盲盒', data: null })
    const error = await post('/test/echo', {}, { stateCodes: ['200003'] }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ kind: 'code', code: '200003', message: '暂无盲盒' })
    expect(fb.toast).not.toHaveBeenCalled()
  })

  it('another code still has its toast', async () => {
    answer({ code: '100001', msg: '参数错误', data: null })
    const error = await post('/test/echo', {}, { stateCodes: ['200003'] }).catch((e: unknown) => e)
    expect(error).toMatchObject({ kind: 'code', code: '100001' })
    expect(fb.toast).toHaveBeenCalledWith('参数错误')
    expect(fb.toast).toHaveBeenCalledTimes(1)
  })

  it('toast: false still silences every code', async () => {
    answer({ code: '100001', msg: '参数错误', data: null })
    await post('/test/echo', {}, { toast: false, stateCodes: ['200003'] }).catch(() => {})
    expect(fb.toast).not.toHaveBeenCalled()
  })

  it('blindBoxQueries.detail lists only 200003: no toast for it, a toast for another code', async () => {
    expect(NO_BLIND_BOX_CODE).toBe('200003')
    const client = createQueryClient()
    const detail = blindBoxQueries.detail('')

    server.use(
      mswHttp.post('*/blind-box/blind-box-detail', () =>
        HttpResponse.json({ code: '200003', msg: '暂无可开启的盲盒', data: null }),
      ),
    )
    await expect(client.fetchQuery(detail)).rejects.toMatchObject({ code: '200003' })
    expect(fb.toast).not.toHaveBeenCalled()

    client.clear()
    server.use(
      mswHttp.post('*/blind-box/blind-box-detail', () =>
        HttpResponse.json({ code: '999999', msg: '系统繁忙', data: null }),
      ),
    )
    await expect(client.fetchQuery(detail)).rejects.toMatchObject({ code: '999999' })
    expect(fb.toast).toHaveBeenCalledWith('系统繁忙')
  })
})
