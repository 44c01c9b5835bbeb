import { Button, Divider, Drawer, Stack, Text } from '@mantine/core'
import { IconRefresh, IconSettings } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { defaultLayout, useCustomizer } from '../customizer.store'
import { LayoutSection, ThemingSection } from './CustomizerSections'
import classes from './Customizer.module.css'

/** The edge button and the drawer holding every layout choice, applied live and saved. */
export function ThemeCustomizer() {
  const { t } = useTranslation()
  const [opened, setOpened] = useState(false)
  const set = useCustomizer((state) => state.set)
  // The language is chosen in the navbar, not here: a theme reset leaves it alone.
  const resetTheme = () => set({ ...defaultLayout, language: useCustomizer.getState().language })
  return (
    <>
      <button
        type="button"
        className={classes.opener}
        onClick={() => setOpened(true)}
        aria-label={t('shell.customizer.open')}
        data-testid="customizer-open"
      >
        <IconSettings size={22} className={classes.spin} aria-hidden />
      </button>
      <Drawer
        opened={opened}
        onClose={() => setOpened(false)}
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
    </>
  )
}
