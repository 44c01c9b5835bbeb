import { Box, Pagination, Stack, Text } from '@mantine/core'
import { DemoSection } from '../../ui/DemoSection'
import classes from './PaginationLooks.module.css'
import { useControlLabels, usePaginationText } from './pagination-text'

const SIZES = ['xs', 'sm', 'md', 'lg', 'xl'] as const
const RADII = ['xs', 'md', 'xl'] as const
/** Shades deep enough for white page numbers (4.5:1 and more) in both skins. */
const COLORS = ['brand', 'teal.9', 'indigo.9', 'grape.9', 'red.9'] as const

/** A row with its caption before the control, as each variant is shown. */
function Row({ caption, children }: { caption: string; children: React.ReactNode }) {
  return (
    <div className={classes.row}>
      <Text fz="xs" c="dimmed" className={classes.caption}>
        {caption}
      </Text>
      <div className={classes.pager}>{children}</div>
    </div>
  )
}

export function PaginationSizes() {
  const k = usePaginationText()
  const labels = useControlLabels()
  return (
    <DemoSection title={k('sizes.title')} description={k('sizes.description')}>
      <Stack gap="sm">
        {SIZES.map((size) => (
          <Row key={size} caption={size}>
            <Pagination
              className={classes.nowrap}
              total={8}
              defaultValue={3}
              size={size}
              getControlProps={labels}
            />
          </Row>
        ))}
      </Stack>
    </DemoSection>
  )
}

export function PaginationRadius() {
  const k = usePaginationText()
  const labels = useControlLabels()
  return (
    <DemoSection title={k('radius.title')} description={k('radius.description')}>
      <Stack gap="sm">
        {RADII.map((radius) => (
          <Row key={radius} caption={radius}>
            <Pagination
              className={classes.nowrap}
              total={6}
              defaultValue={2}
              radius={radius}
              getControlProps={labels}
            />
          </Row>
        ))}
      </Stack>
    </DemoSection>
  )
}

export function PaginationEdges() {
  const k = usePaginationText()
  const labels = useControlLabels()
  return (
    <DemoSection title={k('edges.title')} description={k('edges.description')}>
      <Stack gap="md">
        <Row caption={k('edges.withEdges')}>
          <Pagination
            className={classes.nowrap}
            total={20}
            defaultValue={10}
            withEdges
            getControlProps={labels}
          />
        </Row>
        <Row caption={k('edges.noControls')}>
          <Pagination className={classes.nowrap} total={5} defaultValue={1} withControls={false} />
        </Row>
        <Row caption={k('edges.compact')}>
          {/* Pages in a wide place, "3 / 20" and the arrows under 400 px, as here. */}
          <Box maw={320}>
            <Pagination
              className={classes.nowrap}
              total={20}
              defaultValue={3}
              layout="responsive"
              formatLabel={({ page, totalPages }) => k('edges.pageOf', { page, total: totalPages })}
              getControlProps={labels}
            />
          </Box>
        </Row>
      </Stack>
    </DemoSection>
  )
}

export function PaginationColors() {
  const k = usePaginationText()
  const labels = useControlLabels()
  return (
    <DemoSection title={k('colors.title')} description={k('colors.description')}>
      <Stack gap="sm">
        {COLORS.map((color) => (
          <Row key={color} caption={k(`colors.names.${color.split('.')[0]}`)}>
            <Pagination
              className={classes.nowrap}
              total={5}
              defaultValue={2}
              color={color}
              getControlProps={labels}
            />
          </Row>
        ))}
      </Stack>
    </DemoSection>
  )
}
