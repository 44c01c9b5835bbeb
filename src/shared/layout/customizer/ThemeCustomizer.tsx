import { IconSettings } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { lazyPart } from '@/shared/ui/lazy-part'
import classes from './Customizer.module.css'

// The drawer's code (its sections and the kit's radios, switches and segmented controls) is
// fetched when it is about to be used, not with every signed-in screen.
const CustomizerDrawer = lazyPart(() =>
  import('./CustomizerDrawer').then((m) => m.CustomizerDrawer),
)

/** The edge button and, once asked for, the drawer holding every layout choice. */
export function ThemeCustomizer() {
  const { t } = useTranslation()
  const [opened, setOpened] = useState(false)
  // Pointing at the button (or focusing it) starts loading the drawer before the click.
  const [wanted, setWanted] = useState(false)
  const want = () => setWanted(true)
  return (
    <>
      <button
        type="button"
        className={classes.opener}
        onPointerEnter={want}
        onFocus={want}
        onClick={() => {
          want()
          setOpened(true)
        }}
        aria-label={t('shell.customizer.open')}
        data-testid="customizer-open"
      >
        <IconSettings size={22} className={classes.spin} aria-hidden />
      </button>
      {wanted && <CustomizerDrawer opened={opened} onClose={() => setOpened(false)} />}
    </>
  )
}
