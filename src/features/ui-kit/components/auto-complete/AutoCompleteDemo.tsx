import { Autocomplete, Avatar, Group, SimpleGrid, Text } from '@mantine/core'
import { IconBuildingBank, IconSearch, IconShieldCheck } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { DemoSection } from '../../ui/DemoSection'
import { CLIENTS, INSURERS_BY_LINE, PRODUCTS } from './auto-complete.data'
import { TownSearch } from './TownSearch'

/** Suggestions as the user types: a static list, grouped, limited, and over the API. */
export function Demo() {
  const { t: k } = useTranslation('ui-kit/components-auto-complete', {
    keyPrefix: 'uiKit.components-auto-complete',
  })
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
      <DemoSection title={k('static.title')} description={k('static.description')}>
        <Autocomplete
          label={k('static.label')}
          placeholder={k('static.placeholder')}
          leftSection={<IconShieldCheck size={16} aria-hidden />}
          data={PRODUCTS.map((product) => k(`products.${product}`))}
          clearable
          clearButtonProps={{ 'aria-label': k('clear') }}
        />
      </DemoSection>
      <DemoSection title={k('grouped.title')} description={k('grouped.description')}>
        <Autocomplete
          label={k('grouped.label')}
          placeholder={k('grouped.placeholder')}
          leftSection={<IconBuildingBank size={16} aria-hidden />}
          data={INSURERS_BY_LINE.map(({ line, insurers }) => ({
            group: k(`lines.${line}`),
            items: [...insurers],
          }))}
        />
      </DemoSection>
      <DemoSection title={k('limit.title')} description={k('limit.description')}>
        <Autocomplete
          label={k('limit.label')}
          placeholder={k('limit.placeholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          data={CLIENTS}
          limit={5}
          renderOption={({ option }) => (
            <Group gap="sm" wrap="nowrap">
              <Avatar size={26} radius="xl" color="initials" name={option.value} aria-hidden />
              <Text fz="sm">{option.value}</Text>
            </Group>
          )}
        />
      </DemoSection>
      <DemoSection title={k('api.title')} description={k('api.description')}>
        <TownSearch />
      </DemoSection>
    </SimpleGrid>
  )
}
