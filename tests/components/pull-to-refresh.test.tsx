import { act, fireEvent, render, screen } from '@testing-library/react'
import { PULL_TEXT } from '@/components/list-block/pull-text'
import { PullToRefresh } from '@/components/pull-to-refresh'

function setup(onRefresh = vi.fn(async () => {})) {
  render(
    <PullToRefresh onRefresh={onRefresh}>
      <p>内容</p>
    </PullToRefresh>,
  )
  const box = screen.getByText('内容').parentElement as HTMLElement
  const pull = (dy: number) => {
    fireEvent.touchStart(box, { touches: [{ clientY: 100 }] })
    fireEvent.touchMove(box, { touches: [{ clientY: 100 + dy }] })
  }
  return { box, pull, onRefresh }
}

describe('PullToRefresh', () => {
  it('says pulling, then release, refreshes, then completes and restores', async () => {
    vi.useFakeTimers()
    let finish = () => {}
    const onRefresh = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)))
    const { box, pull } = setup(onRefresh)
    pull(60)
    expect(screen.getByText(PULL_TEXT.pulling)).toBeInTheDocument()
    fireEvent.touchMove(box, { touches: [{ clientY: 260 }] })
    expect(screen.getByText(PULL_TEXT.canRelease)).toBeInTheDocument()
    await act(async () => {
      fireEvent.touchEnd(box)
    })
    expect(screen.getByText(PULL_TEXT.refreshing)).toBeInTheDocument()
    expect(onRefresh).toHaveBeenCalledTimes(1)
    await act(async () => finish())
    expect(screen.getByText(PULL_TEXT.complete)).toBeInTheDocument()
    await act(async () => vi.advanceTimersByTime(350))
    expect(screen.queryByText(PULL_TEXT.complete)).not.toBeInTheDocument()
    vi.useRealTimers()
  })

  it('a short pull springs back without refreshing (aborting)', () => {
    const { box, pull, onRefresh } = setup()
    pull(40)
    fireEvent.touchEnd(box)
    expect(onRefresh).not.toHaveBeenCalled()
    expect(screen.queryByText(PULL_TEXT.pulling)).not.toBeInTheDocument()
  })

  it('does nothing when the page is scrolled down', () => {
    const { box, pull, onRefresh } = setup()
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 300 })
    pull(200)
    fireEvent.touchEnd(box)
    expect(onRefresh).not.toHaveBeenCalled()
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 })
  })
})
