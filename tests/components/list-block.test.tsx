import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Page, PageQuery } from '@/api/types'
import { ListBlock, PULL_TEXT } from '@/components/list-block'
import { renderWithProviders } from '../utils/render'
import { withOffsetParent } from '../utils/layout'

interface Row {
  id: string
}

function pages(total: number) {
  return vi.fn(async ({ pageNo, pageSize }: PageQuery): Promise<Page<Row>> => {
    const start = (pageNo - 1) * pageSize
    const count = Math.max(0, Math.min(pageSize, total - start))
    return { total, list: Array.from({ length: count }, (_, i) => ({ id: `r${start + i + 1}` })) }
  })
}

function renderList(fetchPage: (q: PageQuery) => Promise<Page<Row>>, pageSize = 5) {
  return renderWithProviders(
    <ListBlock
      source={{ queryKey: ['rows'], fetchPage }}
      pageSize={pageSize}
      itemKey={(r) => r.id}
      renderItem={(r) => <span>{r.id}</span>}
      emptyTitle="暂无订单"
    />,
  )
}

describe('ListBlock', () => {
  withOffsetParent()

  it('shows skeletons, then the first page asked with pageNo and pageSize', async () => {
    const fetchPage = pages(3)
    renderList(fetchPage)
    expect(screen.getByLabelText('加载中')).toBeInTheDocument()
    expect(await screen.findByText('r1')).toBeInTheDocument()
    expect(fetchPage).toHaveBeenCalledWith({ pageNo: 1, pageSize: 5 })
    expect(screen.getByText('r3')).toBeInTheDocument()
    expect(await screen.findByText('没有更多了')).toBeInTheDocument()
  })

  it('pages on with pageNo 2 until total is reached', async () => {
    const fetchPage = pages(7)
    renderList(fetchPage)
    // jsdom has no layout, so the bottom is always "reached": the next page loads by itself.
    expect(await screen.findByText('r7')).toBeInTheDocument()
    expect(fetchPage).toHaveBeenCalledWith({ pageNo: 2, pageSize: 5 })
    expect(fetchPage).toHaveBeenCalledTimes(2)
    expect(await screen.findByText('没有更多了')).toBeInTheDocument()
  })

  it('shows the empty state', async () => {
    renderList(pages(0))
    expect(await screen.findByText('暂无订单')).toBeInTheDocument()
  })

  it('shows an error with a retry that loads again', async () => {
    let fail = true
    const fetchPage = vi.fn(async (q: PageQuery) => {
      if (fail) throw new Error('网络异常，请稍后重试！')
      return pages(2)(q)
    })
    renderList(fetchPage)
    expect(await screen.findByRole('alert')).toHaveTextContent('加载失败')
    expect(screen.getByText('网络异常，请稍后重试！')).toBeInTheDocument()
    fail = false
    await userEvent.click(screen.getByRole('button', { name: '重试' }))
    expect(await screen.findByText('r2')).toBeInTheDocument()
  })

  it('offers a retry when a later page fails', async () => {
    let calls = 0
    const ok = pages(8)
    const fetchPage = vi.fn(async (q: PageQuery) => {
      calls += 1
      if (calls === 2) throw new Error('x')
      return ok(q)
    })
    renderList(fetchPage)
    const retry = await screen.findByRole('button', { name: '加载失败，点击重试' })
    await userEvent.click(retry)
    await waitFor(() => expect(screen.getByText('r8')).toBeInTheDocument())
  })

  it("names the spec's pull states", () => {
    expect(Object.keys(PULL_TEXT)).toEqual(['pulling', 'canRelease', 'refreshing', 'complete'])
  })
})
