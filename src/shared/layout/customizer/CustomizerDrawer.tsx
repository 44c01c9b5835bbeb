import { Button, Divider, Drawer, Stack, Text } from '@mantine/core'
import { useMounted } from '@mantine/hooks'
import { IconRefresh } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { defaultLayout, useCustomizer } from '../customizer.store'
import { LayoutSection, ThemingSection } from './CustomizerSections'

interface CustomizerDrawerProps {
  opened: boolean
  onClose: () => void
}

/** The drawer holding every layout choice, applied live and saved. */
export function CustomizerDrawer({ opened, onClose }: CustomizerDrawerProps) {
  const { t } = useTranslation()
  // Its code loads on the first open, so it mounts already asked to open: closed for its first
  // render, so that it slides in as it does every other time.
  const mounted = useMounted()
  const set = useCustomizer((state) => state.set)
  // The language is chosen in the navbar, not here: a theme reset leaves it alone.
  const resetTheme = () => set({ ...defaultLayout, language: useCustomizer.getState().language })
  return (
    <Drawer
      opened={opened && mounted}
      onClose={onClose}
      // Mantine mirrors drawer sides in RTL, so this stays beside the edge button.
      position="right"
      size={380}
      overlayProps={{ backgroundOpacity: 0.15 }}
      closeButtonProps={{ 'aria-label': t('shell.customizer.close') }}
      title={
        <div>
          <Text fw={600} fz="lg">
            {t('shell.customizer.title')}
          </Text>
          <Text fz="sm" c="dimmed">
            {t('shell.customizer.subtitle')}
          </Text>
        </div>
      }
      data-testid="theme-customizer"
    >
      <Stack gap="lg">
        <ThemingSection />
        <Divider />
        <LayoutSection />
        <Divider />
        <Button
          variant="light"
          color="red"
          leftSection={<IconRefresh size={16} />}
          onClick={resetTheme}
        >
          {t('shell.customizer.reset')}
        </Button>
      </Stack>
    </Drawer>
  )
}
