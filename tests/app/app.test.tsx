import { render, screen, waitFor } from '@testing-library/react'
import { App } from '@/app/app'
import { createQueryClient } from '@/app/query-client'
import { onHomeLoggedIn } from '../utils/login'
import { recordRequests } from '../utils/calls'

describe('App: the first screen before anything else', () => {
  onHomeLoggedIn()

  it('renders the landing page, then (after it has painted) the session work and the follow check', async () => {
    const calls = recordRequests()
    let painted = false
    const onFirstScreenShown = vi.fn(() => {
      painted = true
    })
    render(<App queryClient={createQueryClient()} onFirstScreenShown={onFirstScreenShown} />)

    // The page is there in the first commit; nothing else has started.
    expect(screen.getByText('扫码充电')).toBeInTheDocument()
    expect(onFirstScreenShown).not.toHaveBeenCalled()
    expect(calls.count('/user/get-attention')).toBe(0)

    await waitFor(() => expect(onFirstScreenShown).toHaveBeenCalledTimes(1))
    expect(painted).toBe(true)
    // The seeded user does not follow: the dialog opens over the page once it has painted.
    expect(await screen.findByRole('heading', { name: /^关注/ })).toBeInTheDocument()
    expect(calls.count('/user/get-attention')).toBe(1)
    calls.stop()
  })

  it('never asks to follow in a visit that came to scan (/scanCode lands on home with scan=1)', async () => {
    window.history.replaceState(null, '', '/#/?scan=1')
    const calls = recordRequests()
    const onFirstScreenShown = vi.fn()
    render(<App queryClient={createQueryClient()} onFirstScreenShown={onFirstScreenShown} />)
    await waitFor(() => expect(onFirstScreenShown).toHaveBeenCalledTimes(1))
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(screen.queryByRole('heading', { name: /^关注/ })).not.toBeInTheDocument()
    expect(calls.count('/user/get-attention')).toBe(0)
    calls.stop()
  })
})
