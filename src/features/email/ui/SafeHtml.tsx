import DOMPurify from 'dompurify'
import { Typography } from '@mantine/core'
import { useMemo } from 'react'

// Links in a mail open outside the app and cannot reach back into it.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.hasAttribute('href')) {
    node.setAttribute('target', '_blank')
    node.setAttribute('rel', 'noopener noreferrer')
  }
})

/** Mail bodies are stored as given; they are only ever shown through DOMPurify. */
export function SafeHtml({ html }: { html: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { ADD_ATTR: ['target'] }), [html])
  return (
    <Typography>
      <div dangerouslySetInnerHTML={{ __html: clean }} />
    </Typography>
  )
}
