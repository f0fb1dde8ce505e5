import { describe, expect, it } from 'vitest'
import { cardTail } from '@/lib/card-labels'

describe('cardTail', () => {
  it('names a card by the last 4 digits of its number', () => {
    expect(cardTail('8860000012345678')).toBe('尾号5678')
    expect(cardTail('123')).toBe('尾号123')
  })

  it('never prints undefined for a missing number', () => {
    expect(cardTail(undefined)).toBe('尾号')
    expect(cardTail(null)).toBe('尾号')
  })
})
