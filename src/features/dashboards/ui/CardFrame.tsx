import { Alert, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core'
import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

interface CardFrameProps<T> {
  /** The card's name, for tests and the accessible region. */
  id: string
  title: string
  subtitle?: ReactNode
  /** Controls beside the title (a period or year selector). */
  action?: ReactNode
  query: UseQueryResult<T>
  /** How tall the skeleton stands while the figures load. */
  height?: number
  children: (data: T) => ReactNode
}

/** A dashboard card over one query: a skeleton while it loads, the failure with a retry. */
export function CardFrame<T>({
  id,
  title,
  subtitle,
  action,
  query,
  height = 160,
  children,
}: CardFrameProps<T>) {
  const { t } = useTranslation('dashboards')
  const titleId = `card-${id}-title`
  return (
    <Card
      padding="lg"
      h="100%"
      data-testid={`card-${id}`}
      component="section"
      aria-labelledby={titleId}
    >
      <Group justify="space-between" align="flex-start" mb="md" wrap="nowrap">
        <div>
          <Title order={2} fz="lg" id={titleId}>
            {title}
          </Title>
          {subtitle ? (
            <Text fz="sm" c="dimmed">
              {subtitle}
            </Text>
          ) : null}
        </div>
        {action}
      </Group>
      {query.isPending ? (
        <Stack gap="xs" data-testid="card-loading" aria-busy="true">
          <Skeleton h={24} w="40%" />
          <Skeleton h={height - 32} />
        </Stack>
      ) : query.isError ? (
        <Alert color="red" title={t('dash.failed')} data-testid="card-error">
          <Button
            size="xs"
            variant="light"
            color="red"
            mt="xs"
            onClick={() => void query.refetch()}
          >
            {t('dash.retry')}
          </Button>
        </Alert>
      ) : (
        <div data-testid="card-body">{children(query.data)}</div>
      )}
    </Card>
  )
}
