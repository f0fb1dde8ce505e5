import { render, screen, waitFor } from '@testing-library/react'
import type { ComponentProps } from 'react'
import { userApi, userKeys } from '@/api/user'
import { App } from '@/app/app'
import { createQueryClient } from '@/app/query-client'
import { appStore } from '@/store'
import { onHomeLoggedIn } from '../utils/login'

// Home's user card, counted each time it renders (it renders inside the page, under the router).
const renders = vi.hoisted(() => ({ userCard: 0 }))
vi.mock('@/components/user-card', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/components/user-card')>()
  return {
    ...real,
    CurrentUserCard: (props: ComponentProps<typeof real.CurrentUserCard>) => {
      renders.userCard += 1
      return real.CurrentUserCard(props)
    },
  }
})

describe('App once the first screen has painted', () => {
  onHomeLoggedIn()

  it('turns the follow prompt on without rendering the route table and the page again', async () => {
    // The user's figures are in the cache already: no answer arrives to render the card again.
    const queryClient = createQueryClient()
    const token = appStore.get().token
    queryClient.setQueryData([...userKeys.info, token], await userApi.userInfo())
    const onFirstScreenShown = vi.fn()
    render(<App queryClient={queryClient} onFirstScreenShown={onFirstScreenShown} />)
    expect(screen.getByText('扫码充电')).toBeInTheDocument()
    const firstScreen = renders.userCard
    expect(firstScreen).toBeGreaterThan(0)

    await waitFor(() => expect(onFirstScreenShown).toHaveBeenCalledTimes(1))
    // The flag has reached the layout: the seeded user does not follow, so the prompt opens.
    expect(await screen.findByRole('heading', { name: /^关注/ })).toBeInTheDocument()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(renders.userCard).toBe(firstScreen)
  })
})
