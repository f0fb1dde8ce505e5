import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { ApiError } from '@/api/client'
import { useOnceAction } from '@/components/once-action'
import { MSG } from '@/lib/messages'
import { spyFeedback } from '../utils/feedback'

function Harness({ action }: { action: () => Promise<unknown> }) {
  const once = useOnceAction(action)
  const [taps, setTaps] = useState(0)
  return (
    <button
      type="button"
      onClick={() => {
        setTaps((n) => n + 1)
        void once.run()
        void once.run() // a second tap in the same tick
      }}
    >
      {once.busy ? `busy ${taps}` : `idle ${taps}`}
    </button>
  )
}

describe('useOnceAction', () => {
  it('makes one call for two taps in one tick, and for a tap while the first is in flight', async () => {
    let release: () => void = () => {}
    const action = vi.fn(() => new Promise<void>((resolve) => (release = resolve)))
    render(<Harness action={action} />)
    const button = screen.getByRole('button')
    await userEvent.click(button)
    await userEvent.click(button) // e.g. while its confirmation dialog is open
    expect(action).toHaveBeenCalledTimes(1)
    expect(button).toHaveTextContent('busy 2')
    await act(async () => release())
    expect(button).toHaveTextContent('idle 2')
    await userEvent.click(button)
    expect(action).toHaveBeenCalledTimes(2)
  })

  it('shows a failure that is not an API error, and leaves API errors to the client', async () => {
    const spy = spyFeedback()
    const { rerender } = render(<Harness action={() => Promise.reject(new Error('扫码失败'))} />)
    await userEvent.click(screen.getByRole('button'))
    expect(spy.toast).toHaveBeenCalledWith('扫码失败')
    rerender(<Harness action={() => Promise.reject(new ApiError('code', '已在别处显示', '1'))} />)
    await userEvent.click(screen.getByRole('button'))
    expect(spy.toast).not.toHaveBeenCalledWith('已在别处显示')
    rerender(<Harness action={() => Promise.reject(new Error(''))} />)
    await userEvent.click(screen.getByRole('button'))
    expect(spy.toast).toHaveBeenCalledWith(MSG.systemError)
  })
})
