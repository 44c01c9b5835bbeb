import { SimpleGrid, Stack, Text, TextInput } from '@mantine/core'
import { IconAt } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { DemoSection } from '../../ui/DemoSection'
import { SectionSelect } from './SectionSelect'
import { ClientSearch } from './ClientSearch'
import { QuoteContactForm } from './QuoteContactForm'

const PERIODS = ['days', 'weeks', 'months'] as const

/**
 * A text addon in a section: shown, not read twice (the label already says what it is). Left to
 * right in every language: `https://` and `@domain` read backwards when an RTL line reorders them.
 */
function Addon({ children }: { children: string }) {
  return (
    <Text size="sm" c="dimmed" aria-hidden dir="ltr">
      {children}
    </Text>
  )
}

/** Inputs joined to addons: text before and after, a select of units, a button, a whole form. */
export function Demo() {
  const { t: k } = useTranslation('ui-kit/form-elements-input-group', {
    keyPrefix: 'uiKit.form-elements-input-group',
  })
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
      <DemoSection title={k('text.title')} description={k('text.description')}>
        <Stack gap="sm">
          <TextInput
            label={k('text.handle')}
            description={k('text.handleHint')}
            leftSection={<IconAt size={16} aria-hidden />}
            placeholder="correduria.ruiz"
          />
          <TextInput
            label={k('text.website')}
            leftSectionWidth={72}
            leftSection={<Addon>https://</Addon>}
            placeholder="www.example.com"
          />
          <TextInput
            label={k('text.discount')}
            description={k('text.discountHint')}
            inputMode="decimal"
            defaultValue="10"
            rightSection={<Addon>%</Addon>}
          />
          <TextInput
            label={k('text.email')}
            rightSectionWidth={132}
            rightSection={<Addon>@corredor.example</Addon>}
            placeholder="marta.ruiz"
          />
        </Stack>
      </DemoSection>
      <DemoSection title={k('quote.title')} description={k('quote.description')}>
        <QuoteContactForm />
      </DemoSection>
      <DemoSection title={k('units.title')} description={k('units.description')}>
        <TextInput
          label={k('units.label')}
          description={k('units.hint')}
          inputMode="numeric"
          defaultValue="30"
          rightSectionWidth={120}
          rightSectionPointerEvents="all"
          rightSection={
            <SectionSelect
              width={120}
              aria-label={k('units.unit')}
              defaultValue="days"
              data={PERIODS.map((value) => ({ value, label: k(`units.${value}`) }))}
            />
          }
        />
      </DemoSection>
      <DemoSection title={k('search.title')} description={k('search.description')}>
        <ClientSearch />
      </DemoSection>
    </SimpleGrid>
  )
}
