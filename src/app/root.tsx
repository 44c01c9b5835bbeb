/**
 * The page's one React root. The sign-in shell renders into it first on a sign-in screen (on the
 * prerendered `/login`, hydrating its markup), and the app replaces it in the same root after
 * sign-in, in one commit.
 */
import { StrictMode, startTransition, type ReactNode } from 'react'
import { createRoot, hydrateRoot, type Root } from 'react-dom/client'

let root: Root | null = null

/** Hydrates the build's prerendered markup in the page's root with `node`, which renders it. */
export function hydratePage(node: ReactNode): void {
  root = hydrateRoot(document.getElementById('root')!, <StrictMode>{node}</StrictMode>)
}

/**
 * Renders `node` as the page. The app renders in a transition, so React yields to the browser
 * while it renders instead of one long task; `atOnce` renders in one task (the app taking over
 * from the sign-in shell, and the shell itself where no markup was prerendered).
 */
export function renderRoot(node: ReactNode, { atOnce = false } = {}): void {
  root ??= createRoot(document.getElementById('root')!)
  const current = root
  const render = () => current.render(<StrictMode>{node}</StrictMode>)
  if (atOnce) render()
  else startTransition(render)
}
