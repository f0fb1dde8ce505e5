import { act, renderHook } from '@testing-library/react'
import * as z from 'zod/mini'
import { useDraftState } from '@/components/form-draft'

const FORM = z.object({ name: z.string(), idCardNo: z.string() })
const EMPTY = { name: '', idCardNo: '' }
const stored = () => sessionStorage.getItem('draft:test')

describe('useDraftState (issue 24: nothing typed is lost)', () => {
  it('saves each change at once, and a new mount starts from it', () => {
    const first = renderHook(() => useDraftState('test', FORM, EMPTY))
    act(() => first.result.current[1]((v) => ({ ...v, name: '张建国' })))
    // Stored by the setter itself, before React renders: a link's onClick that leaves the page
    // (to 添加银行卡) loses nothing.
    let storedAtOnce: string | null = null
    act(() => {
      first.result.current[1]((v) => ({ ...v, idCardNo: '330106198503127713' }))
      storedAtOnce = stored()
    })
    expect(JSON.parse(storedAtOnce ?? 'null')).toEqual({
      name: '张建国',
      idCardNo: '330106198503127713',
    })
    expect(JSON.stringify({ ...localStorage })).not.toContain('330106198503127713')
    first.unmount()
    const again = renderHook(() => useDraftState('test', FORM, EMPTY))
    expect(again.result.current[0]).toEqual({ name: '张建国', idCardNo: '330106198503127713' })
  })

  it('clear() drops the draft until the user edits again; an empty form keeps nothing', () => {
    const { result } = renderHook(() => useDraftState('test', FORM, EMPTY))
    act(() => result.current[1]({ name: '张建国', idCardNo: '' }))
    act(() => result.current[2]())
    expect(stored()).toBeNull()
    expect(result.current[0].name).toBe('张建国')
    act(() => result.current[1]({ name: '李娜', idCardNo: '' }))
    expect(stored()).toContain('李娜')
    act(() => result.current[1](EMPTY))
    expect(stored()).toBeNull()
  })

  it('starts empty from a stored value that is not of its form', () => {
    sessionStorage.setItem('draft:test', JSON.stringify({ name: 1 }))
    const { result } = renderHook(() => useDraftState('test', FORM, EMPTY))
    expect(result.current[0]).toEqual(EMPTY)
    expect(stored()).toBeNull()
  })
})
