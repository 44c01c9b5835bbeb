import {
  Anchor,
  Badge,
  Box,
  Card,
  Code,
  Group,
  RingProgress,
  Table,
  Text,
  Title,
} from '@mantine/core'
import { IconCheck, IconX } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { can, type AbilityRule } from '@/shared/contract/ability'
import type { PageEntry } from '@/shared/contract/manifest'

function Needs({ ability }: { ability: PageEntry['ability'] }) {
  const { t } = useTranslation('access-control')
  return ability ? (
    <Code>{ability.join(' ')}</Code>
  ) : (
    <Text fz="sm" c="dimmed">
      {t('acl.noAbility')}
    </Text>
  )
}

/** Every screen the manifests declare (`pages`), and whether these rules open it (as the route guards decide). */
export function PageAccessCard({
  rules,
  pages,
}: {
  rules: readonly AbilityRule[]
  pages: readonly PageEntry[]
}) {
  const { t } = useTranslation('access-control')
  const rows = pages.map((page) => ({
    page,
    allowed: !page.ability || can(rules, page.ability[0], page.ability[1]),
  }))
  const allowedCount = rows.filter((row) => row.allowed).length
  const percent = rows.length ? Math.round((allowedCount / rows.length) * 100) : 0

  return (
    <Card padding="lg">
      <Group justify="space-between" align="flex-start" mb="md" wrap="nowrap">
        <div>
          <Title order={2} fz="lg" mb={4}>
            {t('acl.pagesTitle')}
          </Title>
          <Text fz="sm" c="dimmed">
            {t('acl.pagesSummary', { allowed: allowedCount, total: rows.length })}
          </Text>
        </div>
        <RingProgress
          size={64}
          thickness={6}
          roundCaps
          sections={[{ value: percent, color: 'brand' }]}
          label={
            <Text ta="center" fz="xs" fw={700}>
              {percent}%
            </Text>
          }
          aria-hidden="true"
        />
      </Group>
      <Table.ScrollContainer minWidth={300}>
        <Table verticalSpacing="sm" highlightOnHover data-testid="acl-pages">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('acl.page')}</Table.Th>
              <Table.Th visibleFrom="sm">{t('acl.needs')}</Table.Th>
              <Table.Th ta="end">{t('acl.access')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map(({ page, allowed }) => (
              <Table.Tr key={page.id} data-testid={`page-access-${page.target}`}>
                <Table.Td>
                  <Text fz="sm" fw={500}>
                    {allowed ? (
                      <Anchor component={Link} to={page.link} fz="sm" fw={500}>
                        {page.title}
                      </Anchor>
                    ) : (
                      page.title
                    )}
                  </Text>
                  <Text fz="xs" c="dimmed">
                    {page.link}
                  </Text>
                  <Box hiddenFrom="sm" mt={4}>
                    <Needs ability={page.ability} />
                  </Box>
                </Table.Td>
                <Table.Td visibleFrom="sm">
                  <Needs ability={page.ability} />
                </Table.Td>
                <Table.Td ta="end">
                  <Badge
                    color={allowed ? 'teal' : 'red'}
                    variant="light"
                    leftSection={allowed ? <IconCheck size={12} /> : <IconX size={12} />}
                  >
                    {allowed ? t('acl.allowed') : t('acl.notAllowed')}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  )
}
