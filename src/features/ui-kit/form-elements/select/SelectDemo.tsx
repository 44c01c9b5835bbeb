import { MultiSelect, Select, SimpleGrid, Stack } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DemoSection } from '../../ui/DemoSection'
import { CreatableSelect } from './CreatableSelect'
import { PolicyholderSelect } from './PolicyholderSelect'
import { LINE_GROUPS, LINES } from './select.data'

/** Selects as the product uses them: one value, many, searched, added, grouped, and over the API. */
export function Demo() {
  const { t: k } = useTranslation('ui-kit/form-elements-select', {
    keyPrefix: 'uiKit.form-elements-select',
  })
  const line = (value: string) => ({ value, label: k(`lines.${value}`) })
  const lines = LINES.map(line)
  const groups = LINE_GROUPS.map(({ group, items }) => ({
    group: k(`groups.${group}`),
    items: items.map(line),
  }))
  const [renewal, setRenewal] = useState<string | null>('home')

  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
      <DemoSection title={k('basic.title')} description={k('basic.description')}>
        <Select
          label={k('basic.label')}
          placeholder={k('basic.placeholder')}
          data={lines}
          value={renewal}
          onChange={setRenewal}
          allowDeselect={false}
        />
      </DemoSection>
      <DemoSection title={k('multi.title')} description={k('multi.description')}>
        <MultiSelect
          label={k('multi.label')}
          placeholder={k('multi.placeholder')}
          data={lines}
          defaultValue={['motor', 'home']}
          maxValues={4}
          hidePickedOptions
          description={k('multi.hint')}
        />
      </DemoSection>
      <DemoSection title={k('searchable.title')} description={k('searchable.description')}>
        <Select
          label={k('searchable.label')}
          placeholder={k('searchable.placeholder')}
          data={lines}
          searchable
          nothingFoundMessage={k('searchable.empty')}
        />
      </DemoSection>
      <DemoSection title={k('creatable.title')} description={k('creatable.description')}>
        <CreatableSelect />
      </DemoSection>
      <DemoSection title={k('grouped.title')} description={k('grouped.description')}>
        <Select
          label={k('grouped.label')}
          placeholder={k('grouped.placeholder')}
          data={groups}
          searchable
        />
      </DemoSection>
      <DemoSection title={k('states.title')} description={k('states.description')}>
        <Stack gap="sm">
          <Select
            label={k('states.clearable')}
            data={lines}
            defaultValue="travel"
            clearable
            clearButtonProps={{ 'aria-label': k('states.clear') }}
          />
          <Select label={k('states.disabled')} data={lines} defaultValue="life" disabled />
          <Select
            label={k('states.invalid')}
            placeholder={k('basic.placeholder')}
            data={lines}
            error={k('states.error')}
            required
          />
        </Stack>
      </DemoSection>
      <DemoSection title={k('async.title')} description={k('async.description')}>
        <PolicyholderSelect />
      </DemoSection>
    </SimpleGrid>
  )
}
