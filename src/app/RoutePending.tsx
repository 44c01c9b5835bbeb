import { useRouterState } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import classes from './RoutePending.module.css'

/**
 * While the router loads the next screen (its code, strings and data), the screen left behind
 * stays in place: this bar says the move is under way, and marks it for assistive technology
 * (and for the e2e sweep, which waits for a screen's own content, not the one before it).
 */
export function RoutePending() {
  const { t } = useTranslation()
  const pending = useRouterState({ select: (state) => state.status === 'pending' })
  if (!pending) return null
  return (
    <div
      className={classes.bar}
      role="progressbar"
      aria-busy="true"
      aria-label={t('shell.routePending')}
      data-testid="route-loading"
    />
  )
}
