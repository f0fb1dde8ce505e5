import type { QueryClient } from '@tanstack/react-query'
import { couponKeys, refreshAfterCardChange } from './cards'
import { chargingKeys } from './charging'
import { complaintKeys } from './complaints'
import { invoiceKeys } from './invoices'
import { messageKeys } from './messages'

/**
 * After a charge's money or state moved (its order created, paid, cancelled, started or not,
 * stopped, settled): the order lists, the cards and coupons it paid with (a card's balance and
 * records, a coupon used or given back), the messages it wrote (开始, 结束, 退款), the orders that
 * can be invoiced (and those a complaint can name), and the user's figures. Pages not on screen
 * are only marked stale: each asks again when it is next shown, instead of showing what it read
 * before the charge.
 */
export function refreshAfterCharge(client: QueryClient): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: chargingKeys.allOrders }),
    refreshAfterCardChange(client),
    client.invalidateQueries({ queryKey: couponKeys.all }),
    client.invalidateQueries({ queryKey: messageKeys.all }),
    client.invalidateQueries({ queryKey: invoiceKeys.orders }),
    // The complaint form's order picker reads the same orders.
    client.invalidateQueries({ queryKey: complaintKeys.orders }),
  ])
}
