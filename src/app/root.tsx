/**
 * The page's one React root. The sign-in shell renders into it first on a sign-in screen, and
 * the app replaces it in the same root after sign-in, in one commit.
 */
import { StrictMode, startTransition, type ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'

let root: Root | null = null

/** A transition, so React yields to the browser while it renders instead of one long task. */
export function renderRoot(node: ReactNode): void {
  root ??= createRoot(document.getElementById('root')!)
  const current = root
  startTransition(() => current.render(<StrictMode>{node}</StrictMode>))
}
