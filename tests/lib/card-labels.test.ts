import { describe, expect, it } from 'vitest'
import { cardTail, recordTypeText } from '@/lib/card-labels'

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

describe('recordTypeText', () => {
  it('tells a refund out to a bank card from one back into the card', () => {
    expect(recordTypeText('REFUND', -2050)).toBe('退款至银行卡')
    expect(recordTypeText('REFUND', 140)).toBe('退款')
    expect(recordTypeText('RECHARGE', 10000)).toBe('充值')
    expect(recordTypeText('CONSUME', -200)).toBe('消费')
    // A kind the app does not know (a newer server) is named, not left blank.
    expect(recordTypeText('TRANSFER', 100)).toBe('其他')
  })
})
