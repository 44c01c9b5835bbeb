import { Tabs, Text } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { DemoSection } from '../../ui/DemoSection'
import { useTabsText } from './tabs-text'

const PERIODS = ['week', 'month', 'quarter'] as const

/** The same three tabs in each look: which suits a card, a toolbar or a page header. */
export function TabLooks() {
  const k = useTabsText()
  return (
    <DemoSection title={k('looks.title')} description={k('looks.description')}>
      {(['outline', 'pills'] as const).map((variant) => (
        <Tabs key={variant} variant={variant} defaultValue="month">
          <Tabs.List aria-label={k(`looks.${variant}`)}>
            {PERIODS.map((period) => (
              <Tabs.Tab key={period} value={period}>
                {k(`periods.${period}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {PERIODS.map((period) => (
            <Tabs.Panel key={period} value={period} pt="sm">
              <Text fz="sm">{k(`looks.renewals.${period}`)}</Text>
            </Tabs.Panel>
          ))}
        </Tabs>
      ))}
    </DemoSection>
  )
}

const SETTINGS = ['profile', 'commissions', 'insurers', 'billing'] as const

/** Vertical tabs for a settings page; they stack above the panel on a phone. */
export function VerticalTabs() {
  const k = useTabsText()
  const phone = useMediaQuery('(max-width: 36em)')
  return (
    <DemoSection title={k('vertical.title')} description={k('vertical.description')}>
      <Tabs
        orientation={phone ? 'horizontal' : 'vertical'}
        defaultValue="commissions"
        variant="pills"
      >
        <Tabs.List aria-label={k('vertical.label')}>
          {SETTINGS.map((section) => (
            <Tabs.Tab key={section} value={section}>
              {k(`vertical.${section}.tab`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {SETTINGS.map((section) => (
          <Tabs.Panel key={section} value={section} ps={phone ? 0 : 'md'} pt={phone ? 'sm' : 0}>
            <Text fz="sm">{k(`vertical.${section}.body`)}</Text>
          </Tabs.Panel>
        ))}
      </Tabs>
    </DemoSection>
  )
}

/** Tabs that share the width, with one not available yet: the keyboard skips it. */
export function GrowTabs() {
  const k = useTabsText()
  return (
    <DemoSection title={k('grow.title')} description={k('grow.description')}>
      <Tabs defaultValue="quote">
        <Tabs.List grow aria-label={k('grow.label')}>
          <Tabs.Tab value="quote">{k('grow.quote')}</Tabs.Tab>
          <Tabs.Tab value="cover">{k('grow.cover')}</Tabs.Tab>
          <Tabs.Tab value="sign" disabled>
            {k('grow.sign')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="quote" pt="sm">
          <Text fz="sm">{k('grow.quoteBody')}</Text>
        </Tabs.Panel>
        <Tabs.Panel value="cover" pt="sm">
          <Text fz="sm">{k('grow.coverBody')}</Text>
        </Tabs.Panel>
        <Tabs.Panel value="sign" pt="sm">
          <Text fz="sm">{k('grow.signBody')}</Text>
        </Tabs.Panel>
      </Tabs>
    </DemoSection>
  )
}
