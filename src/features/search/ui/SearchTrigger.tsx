import { Kbd } from '@mantine/core'
import { spotlight } from '@mantine/spotlight'
import { IconSearch } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useNavbarTone } from '@/shared/layout/navbar-tone'
import classes from './MainSearch.module.css'
import { useSearchWanted } from './search-wanted.store'

/** The navbar's search button: a search field look on wide screens, an icon on phones. */
export function SearchTrigger() {
  const { t } = useTranslation()
  const tone = useNavbarTone()
  // Pointing at the button (or focusing it) loads the spotlight before the click.
  const want = useSearchWanted((state) => state.want)
  return (
    <button
      type="button"
      className={classes.trigger}
      data-inverse={tone === 'inverse' || undefined}
      onPointerEnter={want}
      onFocus={want}
      onClick={() => {
        want()
        spotlight.open()
      }}
      aria-keyshortcuts="Control+K /"
      data-testid="search-trigger"
    >
      <IconSearch size={22} stroke={1.6} aria-hidden />
      <span className={classes.triggerText}>{t('shell.search.label')}</span>
      <Kbd size="xs" className={classes.triggerKbd} aria-hidden>
        Ctrl K
      </Kbd>
    </button>
  )
}
