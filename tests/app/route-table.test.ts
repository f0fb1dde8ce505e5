import { isValidElement } from 'react'
import { matchRoutes, type RouteObject } from 'react-router-dom'
import { ROUTES } from '@/config/paths'
import { appRoutes, builtRoutes, routeTable } from '@/app/router'

/** The route a table gives a pathname, as the router picks it, and the page chunk it renders. */
function leaf(table: RouteObject[], pathname: string) {
  const route = matchRoutes(table, pathname)?.at(-1)?.route
  const element = route?.element
  return {
    path: route?.path,
    load: isValidElement<{ load: unknown }>(element) ? element.props.load : undefined,
  }
}

describe('routeTable', () => {
  const whole = appRoutes()
  const built = builtRoutes.map((name) => ROUTES[name].path)
  const pathnames = [
    ...built,
    ...built.map((path) => `${path}/`),
    ...built.map((path) => path.toUpperCase()),
    ...built.map((path) => `${path}/extra`),
    '/',
    '//',
    '/nowhere',
    '/pages/%6Dy/my',
    '',
  ]

  it('renders the page the whole table renders, for every path (trailing slash, case, 404)', () => {
    const differ = pathnames.filter((pathname) => {
      const narrowed = leaf(routeTable(pathname), pathname)
      const expected = leaf(whole, pathname)
      return (
        expected.load === undefined ||
        narrowed.load !== expected.load ||
        narrowed.path !== expected.path
      )
    })
    expect(differ).toEqual([])
  })

  it("narrows a built page's path to that page's route and 404", () => {
    for (const path of built) {
      const [layout] = routeTable(path)
      expect(layout?.children?.map((route) => route.path)).toEqual([path, '*'])
      // One table per page: the router is given the same table at each render.
      expect(routeTable(`${path}/`)).toBe(routeTable(path))
    }
  })

  it('keeps the whole table for a path that names no built page', () => {
    expect(routeTable('/nowhere')[0]?.children).toHaveLength(whole[0]?.children?.length ?? 0)
  })

  it('has no two routes the router could both match (their paths differ, in any case)', () => {
    const paths = Object.values(ROUTES).map((route) => route.path.toLowerCase())
    expect(new Set(paths).size).toBe(paths.length)
  })
})
