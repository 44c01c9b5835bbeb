import { Group, Pagination, SimpleGrid, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DemoSection } from '../../ui/DemoSection'
import { PolicyPages } from './PolicyPages'
import { usePagerFit, usePaginationLabels } from './use-pagination-labels'

/** Mantine's Pagination: plain, with first and last, compact, and a real list paged. */
export function Demo() {
  const { t: k } = useTranslation('ui-kit/extensions-pagination', {
    keyPrefix: 'uiKit.extensions-pagination',
  })
  const labels = usePaginationLabels()
  const fit = usePagerFit()
  const [basic, setBasic] = useState(4)
  const [edges, setEdges] = useState(12)
  const [compact, setCompact] = useState(2)
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, xl: 2 }} spacing="lg">
        <DemoSection title={k('basic.title')} description={k('basic.description')}>
          <Stack gap="xs">
            <Pagination total={12} value={basic} onChange={setBasic} {...fit} {...labels} />
            <Text fz="sm" c="dimmed">
              {k('pageOf', { page: basic, pages: 12 })}
            </Text>
          </Stack>
        </DemoSection>
        <DemoSection title={k('edges.title')} description={k('edges.description')}>
          <Stack gap="xs">
            <Pagination
              total={30}
              value={edges}
              onChange={setEdges}
              withEdges
              {...fit}
              {...labels}
            />
            <Text fz="sm" c="dimmed">
              {k('pageOf', { page: edges, pages: 30 })}
            </Text>
          </Stack>
        </DemoSection>
      </SimpleGrid>
      <DemoSection title={k('compact.title')} description={k('compact.description')}>
        <Pagination.Root
          total={14}
          value={compact}
          onChange={setCompact}
          size="sm"
          getItemProps={labels.getItemProps}
        >
          <Group gap={6} wrap="nowrap">
            <Pagination.First {...labels.getControlProps('first')} />
            <Pagination.Previous {...labels.getControlProps('previous')} />
            <Text fz="sm" px="xs" miw={110} ta="center" aria-live="polite">
              {k('pageOf', { page: compact, pages: 14 })}
            </Text>
            <Pagination.Next {...labels.getControlProps('next')} />
            <Pagination.Last {...labels.getControlProps('last')} />
          </Group>
        </Pagination.Root>
      </DemoSection>
      <DemoSection title={k('list.title')} description={k('list.description')}>
        <PolicyPages />
      </DemoSection>
    </Stack>
  )
}
