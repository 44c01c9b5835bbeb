import { Badge, Group, Table, Tabs, Text, Timeline } from '@mantine/core'
import { IconFileText, IconNotes, IconShieldCheck, IconUrgent } from '@tabler/icons-react'
import { DemoSection } from '../../ui/DemoSection'
import { useTabsText } from './tabs-text'

const POLICIES = [
  { id: 'HP-10482', line: 'home', premium: 312, status: 'active' },
  { id: 'MT-20931', line: 'motor', premium: 486, status: 'renewal' },
] as const
const CLAIMS = [{ id: 'CL-2041', line: 'home', status: 'assessment' }] as const
const DOCUMENTS = ['id', 'deed', 'licence'] as const

/** A client's file in tabs, as the CRM shows it: each panel its own short list. */
export function ClientTabs() {
  const k = useTabsText()
  return (
    <DemoSection title={k('client.title')} description={k('client.description')}>
      <Tabs defaultValue="policies">
        <Tabs.List>
          <Tabs.Tab value="policies" leftSection={<IconShieldCheck size={16} aria-hidden />}>
            {k('client.policies')}
          </Tabs.Tab>
          <Tabs.Tab value="claims" leftSection={<IconUrgent size={16} aria-hidden />}>
            {k('client.claims')}
          </Tabs.Tab>
          <Tabs.Tab value="documents" leftSection={<IconFileText size={16} aria-hidden />}>
            {k('client.documents')}
          </Tabs.Tab>
          <Tabs.Tab value="notes" leftSection={<IconNotes size={16} aria-hidden />}>
            {k('client.notes')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="policies" pt="md">
          {/* One line a policy; on a phone the table scrolls in its panel. */}
          <Table.ScrollContainer minWidth={340}>
            <Table
              fz="sm"
              verticalSpacing={6}
              aria-label={k('client.policies')}
              style={{ whiteSpace: 'nowrap' }}
            >
              <Table.Tbody>
                {POLICIES.map((policy) => (
                  <Table.Tr key={policy.id}>
                    <Table.Td>{policy.id}</Table.Td>
                    <Table.Td>{k(`lines.${policy.line}`)}</Table.Td>
                    <Table.Td ta="end">€{policy.premium}</Table.Td>
                    <Table.Td ta="end">
                      <Badge
                        size="sm"
                        variant="light"
                        color={policy.status === 'active' ? 'teal' : 'orange'}
                      >
                        {k(`client.status.${policy.status}`)}
                      </Badge>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Tabs.Panel>
        <Tabs.Panel value="claims" pt="md">
          {CLAIMS.map((claim) => (
            <Group key={claim.id} justify="space-between">
              <Text fz="sm">
                {claim.id} · {k(`client.claim.${claim.line}`)}
              </Text>
              <Badge size="sm" variant="light" color="blue">
                {k(`client.status.${claim.status}`)}
              </Badge>
            </Group>
          ))}
        </Tabs.Panel>
        <Tabs.Panel value="documents" pt="md">
          <Group gap="xs">
            {DOCUMENTS.map((document) => (
              <Badge key={document} variant="default" size="lg" radius="sm" tt="none" fw={500}>
                {k(`client.files.${document}`)}
              </Badge>
            ))}
          </Group>
        </Tabs.Panel>
        <Tabs.Panel value="notes" pt="md">
          <Timeline bulletSize={12} lineWidth={2} active={1}>
            <Timeline.Item title={k('client.note1.title')}>
              <Text fz="xs">{k('client.note1.body')}</Text>
            </Timeline.Item>
            <Timeline.Item title={k('client.note2.title')}>
              <Text fz="xs">{k('client.note2.body')}</Text>
            </Timeline.Item>
          </Timeline>
        </Tabs.Panel>
      </Tabs>
    </DemoSection>
  )
}
