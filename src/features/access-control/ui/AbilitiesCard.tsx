import { Badge, Card, Code, Table, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { AbilityRule } from '@/shared/contract/ability'

/** Each CASL rule of the session as a row, with a plain-language reading of it. */
export function AbilitiesCard({ rules }: { rules: readonly AbilityRule[] }) {
  const { t } = useTranslation('access-control')
  const meaning = ({ action, subject }: AbilityRule) => {
    const verb = action === 'manage' ? t('acl.doAnything') : action
    const target = subject === 'all' ? t('acl.everything') : subject
    return `${verb} · ${target}`
  }
  return (
    <Card padding="lg">
      <Title order={2} fz="lg" mb={4}>
        {t('acl.abilitiesTitle')}
      </Title>
      <Text fz="sm" c="dimmed" mb="md">
        {t('acl.abilitiesHint')}
      </Text>
      <Table.ScrollContainer minWidth={280}>
        <Table verticalSpacing="sm" data-testid="acl-abilities">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('acl.action')}</Table.Th>
              <Table.Th>{t('acl.subject')}</Table.Th>
              <Table.Th>{t('acl.meaning')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rules.map((rule) => (
              <Table.Tr key={`${rule.action}:${rule.subject}`}>
                <Table.Td>
                  <Badge variant="light" color={rule.action === 'manage' ? 'brand' : 'blue'}>
                    {rule.action}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Code>{rule.subject}</Code>
                </Table.Td>
                <Table.Td>
                  <Text fz="sm" c="dimmed">
                    {meaning(rule)}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  )
}
