import { Accordion, SimpleGrid, Text, type AccordionProps } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { DemoSection } from '../../ui/DemoSection'
import { ClaimFileAccordion } from './ClaimFileAccordion'

/** The policy FAQ every look shows, so the variants compare like for like. */
const FAQ = ['cover', 'claim', 'premium'] as const
const SUMMARY = ['insured', 'cover', 'exclusions'] as const
const VARIANTS = ['default', 'separated', 'contained', 'filled'] as const

type Variant = (typeof VARIANTS)[number]

function PolicyFaq({ variant, ...props }: { variant: Variant } & Omit<AccordionProps, 'children'>) {
  const { t: k } = useTranslation('ui-kit/components-accordion', {
    keyPrefix: 'uiKit.components-accordion.faq',
  })
  return (
    <Accordion variant={variant} defaultValue="cover" order={3} {...props}>
      {FAQ.map((item) => (
        <Accordion.Item key={item} value={item}>
          <Accordion.Control>{k(`${item}.question`)}</Accordion.Control>
          <Accordion.Panel>
            <Text fz="sm">{k(`${item}.answer`)}</Text>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  )
}

/** Accordion looks, several open at once, and one with icons and its own controls. */
export function Demo() {
  const { t: k } = useTranslation('ui-kit/components-accordion', {
    keyPrefix: 'uiKit.components-accordion',
  })
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
      {VARIANTS.map((variant) => (
        <DemoSection
          key={variant}
          title={k(`${variant}.title`)}
          description={k(`${variant}.description`)}
        >
          <PolicyFaq variant={variant} />
        </DemoSection>
      ))}
      <DemoSection title={k('multiple.title')} description={k('multiple.description')}>
        <Accordion multiple variant="contained" order={3} defaultValue={['insured', 'cover']}>
          {SUMMARY.map((item) => (
            <Accordion.Item key={item} value={item}>
              <Accordion.Control>{k(`summary.${item}.title`)}</Accordion.Control>
              <Accordion.Panel>
                <Text fz="sm">{k(`summary.${item}.text`)}</Text>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </DemoSection>
      <DemoSection title={k('controls.title')} description={k('controls.description')}>
        <ClaimFileAccordion />
      </DemoSection>
    </SimpleGrid>
  )
}
