import { Box, SimpleGrid } from '@mantine/core'
import {
  PaginationColors,
  PaginationEdges,
  PaginationRadius,
  PaginationSizes,
} from './PaginationLooks'
import { RenewalsPager } from './RenewalsPager'

/** Mantine's Pagination: sizes, radius, edges and compact, a controlled list, colours. */
export function Demo() {
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
      <RenewalsPager />
      <PaginationColors />
      {/* The widest pagers take the whole row rather than wrapping in half of it. */}
      <Box style={{ gridColumn: '1 / -1' }}>
        <PaginationEdges />
      </Box>
      <Box style={{ gridColumn: '1 / -1' }}>
        <PaginationSizes />
      </Box>
      <PaginationRadius />
    </SimpleGrid>
  )
}
