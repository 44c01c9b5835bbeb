import { NativeSelect, Paper, Stack, Switch, Textarea, TextInput, Tour } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { tourStyles, useTourLabels } from './tour-labels'

const HINTS = ['policy', 'cause', 'story'] as const

/**
 * Hints on demand: a mark beside each field of a claim form, each opening its own tip. Nothing
 * covers the form, so the broker keeps typing while the marks are on.
 */
export function HintTour() {
  const { t: k } = useTranslation('ui-kit/extensions-tour', {
    keyPrefix: 'uiKit.extensions-tour.hints',
  })
  const labels = useTourLabels()
  const [on, setOn] = useState(false)
  const causes = ['water', 'theft', 'collision', 'fire'].map((cause) => ({
    value: cause,
    label: k(`causes.${cause}`),
  }))
  return (
    <Stack gap="md">
      <Switch
        checked={on}
        onChange={(event) => setOn(event.currentTarget.checked)}
        label={k('toggle')}
      />
      <Paper withBorder radius="md" p="md" maw={520}>
        <Stack gap="sm">
          <TextInput data-hint="policy" label={k('fields.policy')} placeholder="POL-2024-0457" />
          <NativeSelect data-hint="cause" label={k('fields.cause')} data={causes} />
          <Textarea data-hint="story" label={k('fields.story')} autosize minRows={2} />
        </Stack>
      </Paper>
      <Tour
        active={on}
        mode="beacon"
        withOverlay={false}
        onClose={() => setOn(false)}
        labels={{ ...labels, beacon: k('beacon') }}
        styles={tourStyles}
      >
        {HINTS.map((hint) => (
          <Tour.Step
            key={hint}
            target={`[data-hint="${hint}"]`}
            title={k(`tips.${hint}.title`)}
            position="right"
          >
            {k(`tips.${hint}.body`)}
          </Tour.Step>
        ))}
      </Tour>
    </Stack>
  )
}
