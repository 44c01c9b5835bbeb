import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconFileUnknown } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'

/** An unknown invoice id: say so, and offer the list. */
export function InvoiceNotFound({ id }: { id: number | string }) {
  const { t } = useTranslation()
  return (
    <Paper withBorder p="xl" radius="md">
      <Stack align="center" gap="md" py="xl">
        <ThemeIcon size={64} radius="xl" variant="light">
          <IconFileUnknown size={36} aria-hidden />
        </ThemeIcon>
        <Title order={1} fz="h2">
          {t('invoice.notFound.title')}
        </Title>
        <Text c="dimmed">{t('invoice.notFound.body', { id })}</Text>
        <Button component={Link} to="/apps/invoice/list">
          {t('invoice.notFound.back')}
        </Button>
      </Stack>
    </Paper>
  )
}
