import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconBoxOff } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'

/** An unknown product: say so, and offer the shop. */
export function ProductNotFound() {
  const { t } = useTranslation()
  return (
    <Paper withBorder p="xl" radius="md">
      <Stack align="center" gap="md" py="xl">
        <ThemeIcon size={64} radius="xl" variant="light">
          <IconBoxOff size={36} aria-hidden />
        </ThemeIcon>
        <Title order={1} fz="h2">
          {t('ecommerce.notFound.title')}
        </Title>
        <Text c="dimmed">{t('ecommerce.notFound.body')}</Text>
        <Button component={Link} to="/apps/ecommerce/shop">
          {t('ecommerce.notFound.back')}
        </Button>
      </Stack>
    </Paper>
  )
}
