import type { QueryClient } from '@tanstack/react-query'
import { deviceQuery } from '@/api/queries'
import { ROUTES } from '@/config/paths'
import { isDeviceId } from '@/lib/validators'

/**
 * Starts the landing page's first call at boot, in parallel with its chunk (a route loader, in
 * effect): a pile link's charge selection needs the pile's state before it can show anything.
 * Pages whose first screen does not wait on data load their own.
 */
export function prefetchLanding(queryClient: QueryClient, location: string): void {
  const [pathname = '', search = ''] = location.split('?')
  if (pathname !== ROUTES.scan.path) return
  const deviceId = new URLSearchParams(search).get('deviceId')
  if (isDeviceId(deviceId)) void queryClient.prefetchQuery(deviceQuery(deviceId))
}
