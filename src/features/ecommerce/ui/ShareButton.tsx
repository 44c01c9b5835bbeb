import { Button } from '@mantine/core'
import { useClipboard } from '@mantine/hooks'
import { notifications } from '@mantine/notifications'
import { IconShare } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'

/** The Web Share sheet where the browser has one, else the link copied to the clipboard. */
export function ShareButton({ title }: { title: string }) {
  const { t } = useTranslation('ecommerce')
  const clipboard = useClipboard()
  const share = async () => {
    const url = window.location.href
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url })
        return
      } catch (error) {
        // The shopper closed the sheet: nothing to do.
        if (error instanceof DOMException && error.name === 'AbortError') return
      }
    }
    clipboard.copy(url)
    notifications.show({ message: t('ecommerce.detail.linkCopied'), color: 'teal' })
  }
  return (
    <Button
      variant="default"
      leftSection={<IconShare size={16} aria-hidden />}
      onClick={() => void share()}
    >
      {t('ecommerce.detail.share')}
    </Button>
  )
}
