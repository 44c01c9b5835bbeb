import { Button } from '@mantine/core'
import { IconArrowLeft } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'

/** Home is `/`, which sends each role on to its own landing screen (or to sign-in). */
export function BackHomeButton() {
  const { t } = useTranslation('misc')
  return (
    <Button component={Link} to="/" size="md" leftSection={<IconArrowLeft size={18} />}>
      {t('misc.backHome')}
    </Button>
  )
}
