/**
 * The signed-in app's theme: the shared one (src/app/theme.ts, also the sign-in shell's, which
 * does without i18next) and every toast's close button named (axe button-name) in the language
 * of the moment: a function, so Mantine reads it at each render. A toast that passes its own
 * label keeps it.
 */
import { mergeThemeOverrides } from '@mantine/core'
import { i18n } from '@/shared/i18n/i18n'
import { theme } from '@/shared/ui/theme'

export const appTheme = mergeThemeOverrides(theme, {
  components: {
    Notification: {
      defaultProps: () => ({
        closeButtonProps: { 'aria-label': i18n.t('shell.notifications.dismiss') },
      }),
    },
  },
})
