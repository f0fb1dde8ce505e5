import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Page, PageQuery } from '@/api/types'
import { ListBlock, loadedItems, PULL_TEXT } from '@/components/list-block'
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

  it('shows an item once when the next page repeats it (an item added on top between two reads)', async () => {
    // Page 1 read before a new row went on top; page 2 read after, so it starts with page 1's last.
    const fetchPage = vi.fn(async ({ pageNo }: PageQuery): Promise<Page<Row>> => {
      const list = pageNo === 1 ? ['r1', 'r2', 'r3'] : ['r3', 'r4', 'r5']
      return { total: 6, list: list.map((id) => ({ id })) }
    })
    renderList(fetchPage, 3)
    expect(await screen.findByText('r5')).toBeInTheDocument()
    expect(screen.getAllByText('r3')).toHaveLength(1)
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'r1',
      'r2',
      'r3',
      'r4',
      'r5',
    ])
  })

  it('a pull asks again for the list and for what the page shows beside it', async () => {
    const fetchPage = pages(2)
    const alsoRefresh = vi.fn(async () => undefined)
    renderWithProviders(
      <ListBlock
        source={{ queryKey: ['rows'], fetchPage }}
        itemKey={(r) => r.id}
        renderItem={(r) => <span>{r.id}</span>}
        alsoRefresh={alsoRefresh}
      />,
    )
    const row = await screen.findByText('r1')
    fireEvent.touchStart(row, { touches: [{ clientY: 100 }] })
    fireEvent.touchMove(row, { touches: [{ clientY: 300 }] })
    await act(async () => {
      fireEvent.touchEnd(row)
    })
    await waitFor(() => expect(fetchPage).toHaveBeenCalledTimes(2))
    expect(alsoRefresh).toHaveBeenCalledTimes(1)
  })

  it("names the spec's pull states", () => {
    expect(Object.keys(PULL_TEXT)).toEqual(['pulling', 'canRelease', 'refreshing', 'complete'])
  })
})

describe('loadedItems', () => {
  it('keeps the first of each key, in page order', () => {
    const key = (r: Row) => r.id
    const read = [{ list: [{ id: 'a' }, { id: 'b' }] }, { list: [{ id: 'b' }, { id: 'c' }] }]
    expect(loadedItems(read, key).map(key)).toEqual(['a', 'b', 'c'])
    expect(loadedItems(undefined, key)).toEqual([])
  })
})
