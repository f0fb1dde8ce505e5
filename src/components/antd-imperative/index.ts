import type { ReactElement } from 'react'
import { createRoot, type Root } from 'react-dom/client'

// antd-mobile 5 on React 19: its imperative Toast and Dialog render nothing until it is given a
// createRoot-based renderer (README "Footguns"). Roots are kept in a WeakMap, not on the
// container.
// All of it loads with the first toast or dialog, not with the first screen.
const roots = new WeakMap<Element | DocumentFragment, Root>()

function reactRenderer(node: ReactElement, container: Element | DocumentFragment) {
  let root = roots.get(container)
  if (!root) {
    root = createRoot(container)
    roots.set(container, root)
  }
  root.render(node)
  return async () => {
    await Promise.resolve()
    root.unmount()
    roots.delete(container)
  }
}

let installed: Promise<void> | null = null

/** Gives antd-mobile the React 19 renderer (ES module path: the instance Toast and Dialog use). */
export function installAntdRenderer(): Promise<void> {
  installed ??= import('antd-mobile/es/utils/unstable-render').then(({ unstableSetRender }) => {
    unstableSetRender(reactRenderer)
  })
  return installed
}

export const loadToast = () =>
  Promise.all([installAntdRenderer(), import('antd-mobile/es/components/toast')]).then(
    ([, m]) => m.default,
  )

export const loadDialog = () =>
  Promise.all([installAntdRenderer(), import('antd-mobile/es/components/dialog')]).then(
    ([, m]) => m.default,
  )
