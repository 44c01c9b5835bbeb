import { CheckIcon, ColorSwatch, Group, Radio, Text, VisuallyHidden } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { ProductDetail } from '../ecommerce.schema'

const SWATCH: Record<ProductDetail['colorOptions'][number], string> = {
  primary: 'var(--mantine-color-brand-filled)',
  success: 'var(--mantine-color-teal-filled)',
  warning: 'var(--mantine-color-orange-filled)',
  danger: 'var(--mantine-color-red-filled)',
  info: 'var(--mantine-color-cyan-filled)',
}

interface Props {
  options: ProductDetail['colorOptions']
  value: string | null
  onChange: (value: string) => void
}

/** The product's colours as a radio group of swatches. */
export function ColorPicker({ options, value, onChange }: Props) {
  const { t } = useTranslation('ecommerce')
  return (
    <Radio.Group label={t('ecommerce.detail.colors')} value={value} onChange={onChange}>
      <Group gap="xs" mt={6}>
        {options.map((option) => (
          <Radio.Card
            key={option}
            value={option}
            w="auto"
            radius="xl"
            withBorder={false}
            aria-label={t(`ecommerce.colors.${option}`)}
          >
            <ColorSwatch color={SWATCH[option]} size={30} component="span">
              {value === option && <CheckIcon size={12} color="white" />}
            </ColorSwatch>
            <VisuallyHidden>
              <Text>{t(`ecommerce.colors.${option}`)}</Text>
            </VisuallyHidden>
          </Radio.Card>
        ))}
      </Group>
    </Radio.Group>
  )
}
