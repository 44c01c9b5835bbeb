/**
 * The page's one React root. The sign-in shell renders into it first on a sign-in screen, and
 * the app replaces it in the same root after sign-in, in one commit.
 */
import { StrictMode, startTransition, type ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'

let root: Root | null = null

/**
 * Renders `node` as the page. The app renders in a transition, so React yields to the browser
 * while it renders instead of one long task; the sign-in shell, mounting over the prerendered
 * form, renders in one task (`atOnce`), so no keystroke lands between reading that form and
 * replacing it.
 */
export function renderRoot(node: ReactNode, { atOnce = false } = {}): void {
  root ??= createRoot(document.getElementById('root')!)
  const current = root
  const render = () => current.render(<StrictMode>{node}</StrictMode>)
  if (atOnce) render()
  else startTransition(render)
}
