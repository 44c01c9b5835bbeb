import { Group, Radio, SimpleGrid, Stack } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { DemoSection } from '../../ui/DemoSection'
import { PaymentFrequencyForm } from './PaymentFrequencyForm'
import { PlanCards } from './PlanCards'

const SIZES = ['xs', 'sm', 'md', 'lg', 'xl'] as const
const COLORS = ['violet', 'teal', 'blue', 'orange', 'red'] as const
const CHANNELS = ['email', 'phone', 'post'] as const

/** Radios: a basic group, a required one, sizes and colours, disabled, cards, an error. */
export function Demo() {
  const { t: k } = useTranslation('ui-kit/form-elements-radio', {
    keyPrefix: 'uiKit.form-elements-radio',
  })
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
      <DemoSection title={k('basic.title')} description={k('basic.description')}>
        <Radio.Group label={k('basic.label')} defaultValue="no">
          <Group mt="xs">
            <Radio value="yes" label={k('basic.yes')} />
            <Radio value="no" label={k('basic.no')} />
          </Group>
        </Radio.Group>
      </DemoSection>
      <DemoSection title={k('payment.title')} description={k('payment.description')}>
        <PaymentFrequencyForm />
      </DemoSection>
      <DemoSection title={k('sizes.title')} description={k('sizes.description')}>
        <Stack gap="sm">
          <Radio.Group label={k('sizes.sizeLabel')} defaultValue="md">
            <Group gap="lg" mt="xs">
              {SIZES.map((size) => (
                <Radio key={size} size={size} value={size} label={size} />
              ))}
            </Group>
          </Radio.Group>
          <Radio.Group label={k('sizes.colorLabel')} defaultValue="violet">
            <Group gap="lg" mt="xs">
              {COLORS.map((color) => (
                <Radio key={color} color={color} value={color} label={k(`sizes.${color}`)} />
              ))}
            </Group>
          </Radio.Group>
        </Stack>
      </DemoSection>
      <DemoSection title={k('disabled.title')} description={k('disabled.description')}>
        <Radio.Group label={k('disabled.label')} defaultValue="email">
          <Stack gap="xs" mt="xs">
            {CHANNELS.map((channel) => (
              <Radio
                key={channel}
                value={channel}
                label={k(`disabled.${channel}`)}
                disabled={channel === 'post'}
              />
            ))}
          </Stack>
        </Radio.Group>
      </DemoSection>
      <DemoSection title={k('plans.title')} description={k('plans.description')}>
        <PlanCards />
      </DemoSection>
      <DemoSection title={k('error.title')} description={k('error.description')}>
        <Radio.Group label={k('error.label')} error={k('error.message')} withAsterisk>
          <Group mt="xs">
            <Radio value="owner" label={k('error.owner')} />
            <Radio value="tenant" label={k('error.tenant')} />
          </Group>
        </Radio.Group>
      </DemoSection>
    </SimpleGrid>
  )
}
