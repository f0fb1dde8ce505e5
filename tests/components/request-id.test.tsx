import { renderHook } from '@testing-library/react'
import { ApiError } from '@/api/client'
import { useRequestId } from '@/components/once-action'

/** Sends once through `send` and answers with the id it carried, whatever the call did. */
async function sendWith(
  requestId: ReturnType<typeof useRequestId>,
  outcome: 'ok' | ApiError,
): Promise<string> {
  let sent = ''
  await requestId
    .send(async (id) => {
      sent = id
      if (outcome !== 'ok') throw outcome
    })
    .catch(() => undefined)
  return sent
}

describe('useRequestId (issue 24)', () => {
  it('keeps the id while the answer is lost, and makes a new one after an answer', async () => {
    const { result } = renderHook(() => useRequestId('CARD0001:10000'))
    const first = await sendWith(result.current, new ApiError('network', '网络异常'))
    expect(first).toMatch(/^[0-9a-f]{32}$/)
    // No network, a 500, an empty answer: the server may have done it, so the retry is the same.
    expect(await sendWith(result.current, new ApiError('unauthorized', '登录已失效'))).toBe(first)
    expect(await sendWith(result.current, new ApiError('empty', '系统错误'))).toBe(first)
    expect(await sendWith(result.current, 'ok')).toBe(first)
    // Answered: the next tap is a new intent.
    const second = await sendWith(result.current, new ApiError('code', '余额不足', '810001'))
    expect(second).not.toBe(first)
    // A business refusal is an answer too.
    expect(await sendWith(result.current, 'ok')).not.toBe(second)
  })

  it('a changed intent (another amount, another card) is a new id', async () => {
    const { result, rerender } = renderHook(({ intent }) => useRequestId(intent), {
      initialProps: { intent: 'CARD0001:10000' },
    })
    const first = await sendWith(result.current, new ApiError('network', '网络异常'))
    rerender({ intent: 'CARD0001:20000' })
    expect(await sendWith(result.current, new ApiError('network', '网络异常'))).not.toBe(first)
  })

  it('send passes the result through and rethrows the failure', async () => {
    const { result } = renderHook(() => useRequestId())
    await expect(result.current.send(async (id) => id.length)).resolves.toBe(32)
    const failure = new ApiError('network', '网络异常')
    await expect(result.current.send(() => Promise.reject(failure))).rejects.toBe(failure)
  })
})
