import { Avatar, Badge, Group, SimpleGrid, Text } from '@mantine/core'
import { IconAlertTriangle, IconCircleCheck, IconClock, IconInfoCircle } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { DemoSection } from '../../ui/DemoSection'
import { ListGroup, ListGroupItem } from './ListGroup'
import { CLIENTS, QUEUES } from './list-group.data'
import { RenewalChecklist } from './RenewalChecklist'
import { SelectablePolicies } from './SelectablePolicies'

const STATES = [
  { id: 'info', color: 'blue', icon: IconInfoCircle },
  { id: 'success', color: 'teal', icon: IconCircleCheck },
  { id: 'warning', color: 'orange', icon: IconClock },
  { id: 'danger', color: 'red', icon: IconAlertTriangle },
] as const

/** List groups: plain, selectable, with counts, rich rows, coloured states and checkboxes. */
export function Demo() {
  const { t: k } = useTranslation('ui-kit/components-list-group', {
    keyPrefix: 'uiKit.components-list-group',
  })
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
      <DemoSection title={k('selectable.title')} description={k('selectable.description')}>
        <SelectablePolicies />
      </DemoSection>
      <DemoSection title={k('counts.title')} description={k('counts.description')}>
        <ListGroup label={k('counts.title')}>
          {QUEUES.map((queue) => (
            <ListGroupItem key={queue.id}>
              <Group justify="space-between" wrap="nowrap">
                <Text fz="sm">{k(`counts.${queue.id}`)}</Text>
                <Badge variant="light" color={queue.color} circle={queue.count < 10}>
                  {queue.count}
                </Badge>
              </Group>
            </ListGroupItem>
          ))}
        </ListGroup>
      </DemoSection>
      <DemoSection title={k('rich.title')} description={k('rich.description')}>
        <ListGroup label={k('rich.title')}>
          {CLIENTS.map((client) => (
            <ListGroupItem key={client.id}>
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <Group gap="sm" wrap="nowrap">
                  <Avatar src={client.avatar} alt="" radius="xl" size="md" />
                  <div>
                    <Text fz="sm" fw={600}>
                      {client.name}
                    </Text>
                    <Text fz="xs" c="dimmed">
                      {k(`rich.${client.id}`)}
                    </Text>
                  </div>
                </Group>
                <Text fz="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                  {client.premium}
                </Text>
              </Group>
            </ListGroupItem>
          ))}
        </ListGroup>
      </DemoSection>
      <DemoSection title={k('states.title')} description={k('states.description')}>
        <ListGroup label={k('states.title')}>
          {STATES.map(({ id, color, icon: Icon }) => (
            <ListGroupItem key={id} color={color}>
              <Group gap="sm" wrap="nowrap">
                <Icon size={18} aria-hidden />
                <Text fz="sm" c="inherit">
                  {k(`states.${id}`)}
                </Text>
              </Group>
            </ListGroupItem>
          ))}
        </ListGroup>
      </DemoSection>
      <DemoSection title={k('checklist.title')} description={k('checklist.description')}>
        <RenewalChecklist />
      </DemoSection>
      <DemoSection title={k('flush.title')} description={k('flush.description')}>
        <ListGroup flush label={k('flush.title')}>
          {['one', 'two', 'three', 'four'].map((item) => (
            <ListGroupItem key={item}>{k(`flush.${item}`)}</ListGroupItem>
          ))}
        </ListGroup>
      </DemoSection>
    </SimpleGrid>
  )
}
