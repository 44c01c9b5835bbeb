import { useNavigate } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { HtmlContent } from '@/shared/ui/HtmlContent'

/**
 * An article's HTML, sanitised. Its links to the app's own screens (another article, the
 * calendar) move within the app instead of loading the page again; outside links open apart.
 */
export function ArticleContent({ html }: { html: string }) {
  const navigate = useNavigate()
  const root = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = root.current
    if (!element) return
    const follow = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      const link = event.target instanceof Element ? event.target.closest('a') : null
      const href = link?.getAttribute('href')
      // Only a path of this app: not `//elsewhere`, not a link that opens apart.
      if (!link || !href || !/^\/(?!\/)/.test(href) || link.target) return
      event.preventDefault()
      void navigate({ href })
    }
    element.addEventListener('click', follow)
    return () => element.removeEventListener('click', follow)
  }, [navigate])
  return (
    <div ref={root}>
      <HtmlContent html={html} testId="kb-content" />
    </div>
  )
}
