import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { TabStrip } from '@/components/tab-strip'

/** The WAI-ARIA tabs pattern (audit: every tab was a Tab stop, and the arrows did nothing). */
const TABS = [
  { key: 'all', label: '全部' },
  { key: 'charging', label: '充电中' },
  { key: 'done', label: '已完成' },
] as const

function Strip() {
  const [value, setValue] = useState<(typeof TABS)[number]['key']>('all')
  return (
    <>
      <TabStrip label="订单状态" tabs={TABS} value={value} onChange={setValue} />
      <button type="button">after</button>
    </>
  )
}

it('is one Tab stop, the chosen tab; ← → Home End move to a tab and choose it', async () => {
  const user = userEvent.setup()
  render(<Strip />)
  const tab = (name: string) => screen.getByRole('tab', { name })
  await user.tab()
  expect(tab('全部')).toHaveFocus()
  await user.tab()
  expect(screen.getByRole('button', { name: 'after' })).toHaveFocus()
  await user.tab({ shift: true })
  expect(tab('全部')).toHaveFocus()

  await user.keyboard('{ArrowRight}')
  expect(tab('充电中')).toHaveFocus()
  expect(tab('充电中')).toHaveAttribute('aria-selected', 'true')
  expect(tab('全部')).toHaveAttribute('tabindex', '-1')
  await user.keyboard('{End}')
  expect(tab('已完成')).toHaveFocus()
  await user.keyboard('{ArrowRight}')
  expect(tab('全部')).toHaveFocus()
  expect(tab('全部')).toHaveAttribute('aria-selected', 'true')
  await user.keyboard('{ArrowLeft}')
  expect(tab('已完成')).toHaveAttribute('aria-selected', 'true')
  await user.keyboard('{Home}')
  expect(tab('全部')).toHaveFocus()
})
