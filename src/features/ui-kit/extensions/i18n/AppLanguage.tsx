import { Button, Group, Stack, Text } from '@mantine/core'
import { IconLanguage } from '@tabler/icons-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { LANGUAGES, useCustomizer } from '@/shared/layout/customizer.store'
import { NATIVE_NAMES } from './demo-language'

/** The app's own language, the customizer's: changing it here is what the navbar's menu does. */
export function AppLanguage() {
  const { t: k } = useTranslation('ui-kit/extensions-i18n', {
    keyPrefix: 'uiKit.extensions-i18n.app',
  })
  const language = useCustomizer((state) => state.language)
  const set = useCustomizer((state) => state.set)
  const switchId = useId()
  return (
    <Stack gap="md">
      <Text fz="sm">{k('current', { language: NATIVE_NAMES[language] })}</Text>
      <Text id={switchId} fz="sm" fw={500}>
        {k('switchTo')}
      </Text>
      <Group gap="xs" role="group" aria-labelledby={switchId} mt={-8}>
        {LANGUAGES.filter((code) => code !== language).map((code) => (
          <Button
            key={code}
            variant="default"
            size="xs"
            lang={code}
            leftSection={<IconLanguage size={14} aria-hidden />}
            onClick={() => set({ language: code })}
          >
            {NATIVE_NAMES[code]}
          </Button>
        ))}
      </Group>
      <Text fz="xs" c="dimmed">
        {k('note')}
      </Text>
    </Stack>
  )
}
