import { Code, Loader, PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core'
import { IconAt, IconMapPin } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { DemoSection } from '../../ui/DemoSection'
import { InputSections } from './InputSections'
import { PolicyNumberForm } from './PolicyNumberForm'

const SIZES = ['xs', 'sm', 'md', 'lg', 'xl'] as const
const VARIANTS = ['default', 'filled', 'unstyled'] as const

/** Text inputs: sizes, states, sections, the label family, variants, a password and a live rule. */
export function Demo() {
  const { t: k } = useTranslation('ui-kit/form-elements-input', {
    keyPrefix: 'uiKit.form-elements-input',
  })
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
      <DemoSection title={k('sizes.title')} description={k('sizes.description')}>
        <Stack gap="sm">
          {SIZES.map((size) => (
            <TextInput
              key={size}
              size={size}
              label={
                <>
                  {k('sizes.label')} <Code>{size}</Code>
                </>
              }
              placeholder={k('sizes.placeholder')}
            />
          ))}
        </Stack>
      </DemoSection>
      <DemoSection title={k('states.title')} description={k('states.description')}>
        <Stack gap="sm">
          <TextInput label={k('states.default')} placeholder={k('states.placeholder')} />
          <TextInput label={k('states.disabled')} defaultValue="Lucía Fernández" disabled />
          <TextInput label={k('states.readOnly')} defaultValue="CR-10004" readOnly />
          <TextInput
            label={k('states.error')}
            defaultValue="lucia@"
            error={k('states.errorMessage')}
          />
          <TextInput label={k('states.required')} withAsterisk required />
          <TextInput
            label={k('states.loading')}
            defaultValue="28013"
            description={k('states.loadingHint')}
            // What Mantine's `loading` draws, marked as the demo's own (the screen sweep waits
            // for real loaders only).
            rightSection={<Loader size="xs" data-demo />}
            aria-busy
          />
        </Stack>
      </DemoSection>
      <DemoSection title={k('sections.title')} description={k('sections.description')}>
        <InputSections />
      </DemoSection>
      <DemoSection title={k('labels.title')} description={k('labels.description')}>
        <Stack gap="sm">
          <TextInput
            label={k('labels.label')}
            description={k('labels.hint')}
            placeholder="lucia.fernandez@example.com"
            leftSection={<IconAt size={16} aria-hidden />}
            withAsterisk
            error={k('labels.error')}
            defaultValue="lucia.fernandez"
          />
        </Stack>
      </DemoSection>
      <DemoSection title={k('variants.title')} description={k('variants.description')}>
        <Stack gap="sm">
          {VARIANTS.map((variant) => (
            <TextInput
              key={variant}
              variant={variant}
              label={k(`variants.${variant}`)}
              placeholder={k('variants.placeholder')}
              leftSection={<IconMapPin size={16} aria-hidden />}
            />
          ))}
        </Stack>
      </DemoSection>
      <DemoSection title={k('password.title')} description={k('password.description')}>
        <PasswordInput
          label={k('password.label')}
          description={k('password.hint')}
          defaultValue="Renewal-2026"
          visibilityToggleButtonProps={{ 'aria-label': k('password.toggle') }}
        />
      </DemoSection>
      <DemoSection title={k('lookup.title')} description={k('lookup.sectionDescription')}>
        <PolicyNumberForm />
      </DemoSection>
    </SimpleGrid>
  )
}
