import { Group, Pagination, Select, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { demoPolicies, pageOf } from '../demo-policies'
import { PolicyTable } from '../PolicyTable'
import { usePagerFit, usePaginationLabels } from './use-pagination-labels'

const POLICIES = demoPolicies(137)
const PAGE_SIZES = ['10', '20', '50']

/** 137 policies a page at a time, with the page size to choose and where the page sits. */
export function PolicyPages() {
  const { t: k } = useTranslation('ui-kit/extensions-pagination', {
    keyPrefix: 'uiKit.extensions-pagination',
  })
  const labels = usePaginationLabels()
  const { siblings } = usePagerFit()
  const [page, setPage] = useState(1)
  const [perPage, setPerPage] = useState(10)
  const shown = pageOf(POLICIES, page, perPage)
  return (
    <Stack gap="md">
      <PolicyTable page="extensions-pagination" label={k('list.table')} rows={shown.rows} />
      <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
        <Group gap="sm" align="flex-end">
          <Select
            label={k('list.perPage')}
            data={PAGE_SIZES}
            value={String(perPage)}
            onChange={(value) => {
              const size = Number(value ?? 10)
              // Keep the first row in view: the page that holds it at the new size.
              setPage(Math.floor(((shown.page - 1) * perPage) / size) + 1)
              setPerPage(size)
            }}
            allowDeselect={false}
            w={110}
          />
          <Text fz="sm" lh="36px" aria-live="polite">
            {/* Isolated, so that "21–30 of 137" keeps its order in a right-to-left layout. */}
            <bdi>{k('list.range', { from: shown.from, to: shown.to, total: POLICIES.length })}</bdi>
          </Text>
        </Group>
        <Pagination
          total={shown.pages}
          value={shown.page}
          onChange={setPage}
          withEdges
          siblings={siblings}
          size="sm"
          {...labels}
        />
      </Group>
    </Stack>
  )
}
