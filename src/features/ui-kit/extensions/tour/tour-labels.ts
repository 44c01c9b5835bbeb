import type { TourLabels } from '@mantine/core'
import { useTranslation } from 'react-i18next'

/**
 * The tour's own buttons in the user's language. `close` names both the last step's button and
 * the corner ×, so it says what both do.
 */
export function useTourLabels(): TourLabels {
  const { t: k } = useTranslation('ui-kit/extensions-tour', {
    keyPrefix: 'uiKit.extensions-tour.labels',
  })
  return {
    skip: k('skip'),
    back: k('back'),
    next: k('next'),
    close: k('close'),
    stepCounter: (current, total) => k('counter', { current, total }),
    beacon: k('beacon'),
  }
}

/**
 * Mantine's step counter is gray-6 on white, under the 4.5:1 contrast AA asks for: the theme's
 * dimmed colour passes in both skins.
 */
export const tourStyles = { stepCounter: { color: 'var(--mantine-color-dimmed)' } }
