import type { ReactNode } from 'react'
import { Navigate, useLocation } from 'react-router-dom'
import { href } from '@/config/paths'
import { useAppStore } from '@/store'

/** Pages that need a bound phone send the user to bind it first, then come back (SPEC §6). */
export function RequirePhone({ children }: { children: ReactNode }) {
  const isPhone = useAppStore((s) => s.isPhone)
  const { pathname, search } = useLocation()
  if (isPhone) return children
  // replace: a redirect is not history (NavBar's 返回 reads the router's index in history.state).
  return <Navigate to={href('bindPhone', { redirect: `${pathname}${search}` })} replace />
}
