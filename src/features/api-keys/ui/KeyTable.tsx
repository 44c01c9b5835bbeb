import { Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { ApiKey } from '../api-keys.schema'
import { CreatedDay, LastFour, RevokeButton, ScopeBadges, type RevokeProps } from './KeyParts'
import classes from './ApiKeys.module.css'

type Props = RevokeProps & { keys: readonly ApiKey[] }

/** The keys as a table, on a screen wide enough for its columns. */
export function KeyTable({ keys, ...revoke }: Props) {
  const { t } = useTranslation('api-keys')
  return (
    <Table.ScrollContainer minWidth={600}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('apiKeys.list.name')}</Table.Th>
            <Table.Th>{t('apiKeys.list.scopes')}</Table.Th>
            <Table.Th>{t('apiKeys.list.created')}</Table.Th>
            <Table.Th>{t('apiKeys.list.key')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('apiKeys.list.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {keys.map((key) => (
            <Table.Tr key={key.id} data-testid="api-key-row">
              <Table.Td fw={600} dir="auto">
                {key.name}
              </Table.Td>
              <Table.Td>
                <ScopeBadges scopes={key.scopes} />
              </Table.Td>
              <Table.Td className={classes.nowrap}>
                <CreatedDay createdAt={key.createdAt} />
              </Table.Td>
              <Table.Td className={classes.nowrap}>
                <LastFour lastFour={key.lastFour} />
              </Table.Td>
              <Table.Td ta="end">
                <RevokeButton apiKey={key} {...revoke} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}

/** The keys one under the other, on a phone: every part visible without scrolling sideways. */
export function KeyStack({ keys, ...revoke }: Props) {
  const { t } = useTranslation('api-keys')
  return (
    <ul className={classes.stack}>
      {keys.map((key) => (
        <li key={key.id} data-testid="api-key-row" className={classes.item}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text fw={600} dir="auto" className={classes.name}>
              {key.name}
            </Text>
            <RevokeButton apiKey={key} {...revoke} />
          </Group>
          <Stack gap={6} mt={6}>
            <ScopeBadges scopes={key.scopes} />
            <Group gap="md" fz="sm" c="dimmed">
              <span>
                {t('apiKeys.list.created')}: <CreatedDay createdAt={key.createdAt} />
              </span>
              <LastFour lastFour={key.lastFour} />
            </Group>
          </Stack>
        </li>
      ))}
    </ul>
  )
}
