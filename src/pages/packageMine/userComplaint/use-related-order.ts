import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { ApiError } from '@/api/client'
import { complaintQueries } from '@/api/complaints'
import { pickedOf, type PickedOrder } from './order-picker'

/** An order id as links carry it; anything else in `?orderId=` is ignored. */
export const isOrderIdText = (value: string | null): value is string =>
  !!value && /^[A-Za-z0-9_-]{1,64}$/.test(value)

/**
 * The related order: picked from the sheet, or named by the link (`?orderId=`) or the draft, in which
 * case the server is asked whether it is one of the user's orders (and for what to show).
 */
export function useRelatedOrder(initialId: string) {
  const [orderId, setOrderId] = useState(initialId)
  const [picked, setPicked] = useState<PickedOrder | null>(null)
  const named = orderId !== '' && picked?.orderId !== orderId
  const lookup = useQuery({ ...complaintQueries.order(orderId), enabled: named })
  // The server says it is not the user's (or does not exist): forgotten, and the page says so.
  const gone = named && lookup.error instanceof ApiError && lookup.error.kind === 'code'
  let order: PickedOrder | null = null
  if (picked && picked.orderId === orderId) order = picked
  else if (named && lookup.data) order = pickedOf(lookup.data)
  const choose = (next: PickedOrder | null) => {
    setPicked(next)
    setOrderId(next?.orderId ?? '')
  }
  return {
    /** The id to send ('' for none). */
    orderId: gone ? '' : orderId,
    order,
    loading: named && lookup.isPending,
    gone,
    choose,
  }
}
