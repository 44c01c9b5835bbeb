import { NumberInput, Paper, SegmentedControl, Stack, Text, Title, useMatches } from '@mantine/core'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { LANGUAGES, useCustomizer, type Language } from '@/shared/layout/customizer.store'
import { loadDemoLanguage, NAMESPACE, NATIVE_NAMES } from './demo-language'

const RENEWAL = new Date(Date.UTC(2026, 2, 15))
const PREMIUM = 1234.5

/** Picks the language of the card below, and only of the card: the app keeps its own. */
export function LanguageCard() {
  const { t, i18n } = useTranslation('ui-kit/extensions-i18n')
  const appLanguage = useCustomizer((state) => state.language)
  const [picked, setPicked] = useState<Language>(appLanguage)
  const [shown, setShown] = useState<Language>(appLanguage)
  const [claims, setClaims] = useState<number>(2)
  const pickerLabelId = useId()
  // Five languages side by side do not fit a phone's width: there they stack.
  const orientation = useMatches<'horizontal' | 'vertical'>({ base: 'vertical', xs: 'horizontal' })
  const c = i18n.getFixedT(shown, NAMESPACE, 'uiKit.extensions-i18n.card')
  const date = new Intl.DateTimeFormat(shown, { dateStyle: 'long', timeZone: 'UTC' }).format(
    RENEWAL,
  )
  const amount = new Intl.NumberFormat(shown, { style: 'currency', currency: 'EUR' }).format(
    PREMIUM,
  )

  const pick = (value: string) => {
    const language = LANGUAGES.find((code) => code === value) ?? 'en'
    setPicked(language)
    // The card changes once its strings are there, never half translated.
    void loadDemoLanguage(language).then(() => setShown(language))
  }

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Text id={pickerLabelId} fz="sm" fw={500}>
          {t('uiKit.extensions-i18n.picker.label')}
        </Text>
        <SegmentedControl
          aria-labelledby={pickerLabelId}
          value={picked}
          onChange={pick}
          data={LANGUAGES.map((code) => ({
            value: code,
            label: <span lang={code}>{NATIVE_NAMES[code]}</span>,
          }))}
          fullWidth
          orientation={orientation}
          styles={{ label: { paddingInline: 6 } }}
        />
      </Stack>
      <NumberInput
        label={t('uiKit.extensions-i18n.picker.claims')}
        value={claims}
        onChange={(value) => setClaims(typeof value === 'number' ? value : 0)}
        min={0}
        max={20}
        w={160}
      />
      <Paper
        withBorder
        p="md"
        radius="md"
        lang={shown}
        data-testid="language-card"
        aria-live="polite"
      >
        <Title order={3} fz="h5" mb={6}>
          {c('greeting', { name: 'Elena' })}
        </Title>
        <Stack gap={4}>
          <Text fz="sm">{c('summary', { number: 'CR-10001', date })}</Text>
          <Text fz="sm">{c('premium', { amount })}</Text>
          <Text fz="sm">{c('claims', { count: claims })}</Text>
        </Stack>
      </Paper>
    </Stack>
  )
}
