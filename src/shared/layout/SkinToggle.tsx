import { ActionIcon, Tooltip } from '@mantine/core'
import { IconMoonStars, IconSun } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useCustomizer } from './customizer.store'
import { useNavbarIconProps } from './navbar-tone'

/** Light ↔ dark. From the bordered or semi-dark skins it goes to dark, and back to light. */
export function SkinToggle() {
  const { t } = useTranslation()
  const skin = useCustomizer((state) => state.skin)
  const set = useCustomizer((state) => state.set)
  const iconProps = useNavbarIconProps()
  const dark = skin === 'dark'
  const label = dark ? t('shell.skin.toLight') : t('shell.skin.toDark')
  return (
    <Tooltip label={label} openDelay={400}>
      <ActionIcon
        {...iconProps}
        aria-label={label}
        onClick={() => set({ skin: dark ? 'light' : 'dark' })}
      >
        {dark ? <IconSun size={22} stroke={1.6} /> : <IconMoonStars size={22} stroke={1.6} />}
      </ActionIcon>
    </Tooltip>
  )
}
