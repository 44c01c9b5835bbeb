import { Badge, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { DemoPolicy, PolicyStatus } from '../demo-policies'
import { usePolicyFormat } from '../policy-format'

const PAGE = 'extensions-context-menu'

/** A policy's status badge colour, the same in the list and in its details. */
export const STATUS_COLOR: Record<PolicyStatus, string> = {
  active: 'teal',
  due: 'orange',
  renewed: 'brand',
}

/** The "Open" action: the policy's details in a dialog. */
export function PolicyDetails({
  policy,
  onClose,
}: {
  policy: DemoPolicy | null
  onClose: () => void
}) {
  const { t: k } = useTranslation(`ui-kit/${PAGE}`, { keyPrefix: `uiKit.${PAGE}` })
  const format = usePolicyFormat(PAGE)
  const fields = policy
    ? [
        [k('columns.client'), policy.client],
        [k('columns.line'), format.line(policy.line)],
        [k('columns.premium'), format.premium(policy.premium)],
        [k('columns.renewal'), format.day(policy.renewal)],
      ]
    : []
  return (
    <Modal
      opened={policy !== null}
      onClose={onClose}
      title={policy ? k('details.title', { number: policy.number }) : ''}
      closeButtonProps={{ 'aria-label': k('details.close') }}
      centered
    >
      {policy && (
        <Stack gap="md">
          <Group>
            <Badge variant="light" color={STATUS_COLOR[policy.status]}>
              {format.status(policy.status)}
            </Badge>
          </Group>
          <SimpleGrid cols={2} spacing="sm" component="dl" m={0}>
            {fields.map(([label, value]) => (
              <div key={label}>
                <Text component="dt" fz="xs" c="dimmed">
                  {label}
                </Text>
                <Text component="dd" m={0} fw={500}>
                  {value}
                </Text>
              </div>
            ))}
          </SimpleGrid>
        </Stack>
      )}
    </Modal>
  )
}
