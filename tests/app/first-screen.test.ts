import { SHOWN_MAX_MS, afterFirstScreen } from '@/app/first-screen'

/** A PerformanceObserver that reports `largest-contentful-paint` entries the test gives it. */
class FakeObserver {
  static supportedEntryTypes: readonly string[] = ['paint', 'largest-contentful-paint']
  static live: FakeObserver[] = []
  constructor(
    private readonly callback: (list: { getEntries: () => { startTime: number }[] }) => void,
  ) {}
  observe() {
    FakeObserver.live.push(this)
  }
  disconnect() {
    FakeObserver.live = FakeObserver.live.filter((o) => o !== this)
  }
  static report(startTime: number) {
    for (const o of FakeObserver.live) o.callback({ getEntries: () => [{ startTime }] })
  }
}

describe('afterFirstScreen', () => {
  const rendered = 1000
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
    })
    vi.stubGlobal('PerformanceObserver', FakeObserver)
    FakeObserver.live = []
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  it('on home (the shell drew the first screen): the frame after the commit', () => {
    const then = vi.fn()
    afterFirstScreen(false, rendered, then)
    expect(FakeObserver.live).toHaveLength(0)
    vi.advanceTimersToNextFrame()
    expect(then).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1) // a timeout of 0 runs on the next tick
    expect(then).toHaveBeenCalledTimes(1)
  })

  it('where the app draws it: once Chromium reports a larger paint shown after the commit', () => {
    const then = vi.fn()
    afterFirstScreen(true, rendered, then)
    vi.advanceTimersToNextFrame()
    vi.advanceTimersByTime(10)
    // The shell's title, shown before the commit, is not the app's screen.
    FakeObserver.report(900)
    expect(then).not.toHaveBeenCalled()
    FakeObserver.report(1040)
    expect(then).toHaveBeenCalledTimes(1)
    expect(FakeObserver.live).toHaveLength(0)
    vi.advanceTimersByTime(SHOWN_MAX_MS)
    expect(then).toHaveBeenCalledTimes(1)
  })

  it(`where no such paint is reported: ${SHOWN_MAX_MS} ms after the frame`, () => {
    const then = vi.fn()
    afterFirstScreen(true, rendered, then)
    vi.advanceTimersToNextFrame()
    vi.advanceTimersByTime(SHOWN_MAX_MS - 1)
    expect(then).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(then).toHaveBeenCalledTimes(1)
    expect(FakeObserver.live).toHaveLength(0)
  })

  it('in a browser that reports no such entries: the frame', () => {
    FakeObserver.supportedEntryTypes = ['paint']
    try {
      const then = vi.fn()
      afterFirstScreen(true, rendered, then)
      expect(FakeObserver.live).toHaveLength(0)
      vi.advanceTimersToNextFrame()
      vi.advanceTimersByTime(1)
      expect(then).toHaveBeenCalledTimes(1)
    } finally {
      FakeObserver.supportedEntryTypes = ['paint', 'largest-contentful-paint']
    }
  })

  it('cancelled (the effect cleaned up): never', () => {
    const then = vi.fn()
    const cancel = afterFirstScreen(true, rendered, then)
    cancel()
    FakeObserver.report(2000)
    vi.advanceTimersByTime(SHOWN_MAX_MS * 2)
    expect(then).not.toHaveBeenCalled()
  })
})
