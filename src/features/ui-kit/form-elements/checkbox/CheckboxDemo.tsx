import { Checkbox, Group, SimpleGrid, Stack } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { DemoSection } from '../../ui/DemoSection'
import { AddOnCards } from './AddOnCards'
import { CoverageForm } from './CoverageForm'
import { DocumentChecklist } from './DocumentChecklist'

const SIZES = ['xs', 'sm', 'md', 'lg', 'xl'] as const
const COLORS = ['violet', 'teal', 'blue', 'orange', 'red'] as const

/** Checkboxes: one alone, its states, sizes and colours, a validated group, a parent, cards. */
export function Demo() {
  const { t: k } = useTranslation('ui-kit/form-elements-checkbox', {
    keyPrefix: 'uiKit.form-elements-checkbox',
  })
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
      <DemoSection title={k('basic.title')} description={k('basic.description')}>
        <Checkbox label={k('basic.label')} description={k('basic.hint')} />
      </DemoSection>
      <DemoSection title={k('states.title')} description={k('states.description')}>
        <Stack gap="xs">
          <Checkbox label={k('states.unchecked')} />
          <Checkbox label={k('states.checked')} defaultChecked />
          <Checkbox label={k('states.indeterminate')} indeterminate readOnly />
          <Checkbox label={k('states.disabled')} disabled />
          <Checkbox label={k('states.disabledChecked')} disabled defaultChecked />
        </Stack>
      </DemoSection>
      <DemoSection title={k('sizes.title')} description={k('sizes.description')}>
        <Stack gap="sm">
          <Group gap="lg">
            {SIZES.map((size) => (
              <Checkbox key={size} size={size} label={size} defaultChecked />
            ))}
          </Group>
          <Group gap="lg">
            {COLORS.map((color) => (
              <Checkbox key={color} color={color} label={k(`sizes.${color}`)} defaultChecked />
            ))}
          </Group>
        </Stack>
      </DemoSection>
      <DemoSection title={k('group.title')} description={k('group.description')}>
        <CoverageForm />
      </DemoSection>
      <DemoSection title={k('parent.title')} description={k('parent.description')}>
        <DocumentChecklist />
      </DemoSection>
      <DemoSection title={k('cards.title')} description={k('cards.description')}>
        <AddOnCards />
      </DemoSection>
    </SimpleGrid>
  )
}
