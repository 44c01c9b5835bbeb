/**
 * The prerendered `/login` becomes React's: once the form is hydrated, the page's inline script
 * stops holding submits (`prepaint.ts`), and a submit it held meanwhile is sent.
 */
export function takeOverPrerendered(): void {
  const root = document.querySelector('#root[data-prerendered]')
  if (!root) return
  const held = root.hasAttribute('data-submitted')
  root.removeAttribute('data-prerendered')
  root.removeAttribute('data-submitted')
  if (held) root.querySelector('form')?.requestSubmit()
}
