import { SimpleGrid, Stack } from '@mantine/core'
import { IconArrowNarrowRight, IconChevronRight } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { DemoSection } from '../../ui/DemoSection'
import { CollapsedTrail } from './CollapsedTrail'
import { HelpTrail } from './HelpTrail'

/** Separators; arrows and chevrons turn round in RTL (mantine-rotate-rtl). */
const SEPARATORS: readonly { id: string; separator?: ReactNode }[] = [
  { id: 'slash' },
  {
    id: 'chevron',
    separator: <IconChevronRight size={14} className="mantine-rotate-rtl" aria-hidden />,
  },
  {
    id: 'arrow',
    separator: <IconArrowNarrowRight size={16} className="mantine-rotate-rtl" aria-hidden />,
  },
  { id: 'dot', separator: <span aria-hidden>·</span> },
]

/** Trails through the help center: separators, icons, and a long trail folded on a phone. */
export function Demo() {
  const { t: k } = useTranslation('ui-kit/components-breadcrumbs', {
    keyPrefix: 'uiKit.components-breadcrumbs',
  })
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
      <DemoSection title={k('separators.title')} description={k('separators.description')}>
        <Stack gap="md">
          {SEPARATORS.map(({ id, separator }) => (
            <HelpTrail
              key={id}
              label={k(`separators.${id}`)}
              separator={separator}
              separatorMargin={6}
            />
          ))}
        </Stack>
      </DemoSection>
      <DemoSection title={k('icons.title')} description={k('icons.description')}>
        <HelpTrail label={k('icons.label')} withIcons separatorMargin={8} />
      </DemoSection>
      <DemoSection title={k('collapsed.title')} description={k('collapsed.description')}>
        <CollapsedTrail />
      </DemoSection>
    </SimpleGrid>
  )
}
