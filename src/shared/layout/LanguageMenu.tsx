import { ActionIcon, Menu } from '@mantine/core'
import { IconCheck, IconLanguage } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { LANGUAGES, useCustomizer, type Language } from './customizer.store'
import { useNavbarIconProps } from './navbar-tone'

/** Each language names itself, so a reader lost in a foreign UI can still find theirs. */
const NATIVE_NAMES: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  pt: 'Português',
}

export function LanguageMenu() {
  const { t } = useTranslation()
  const language = useCustomizer((state) => state.language)
  const set = useCustomizer((state) => state.set)
  const iconProps = useNavbarIconProps()
  return (
    <Menu position="bottom-end" width={180} shadow="md" offset={10}>
      <Menu.Target>
        <ActionIcon {...iconProps} aria-label={t('shell.language.label')}>
          <IconLanguage size={22} stroke={1.6} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {LANGUAGES.map((code) => (
          <Menu.Item
            key={code}
            lang={code}
            onClick={() => set({ language: code })}
            rightSection={code === language ? <IconCheck size={16} aria-hidden /> : undefined}
            aria-current={code === language ? 'true' : undefined}
            fw={code === language ? 600 : undefined}
          >
            {NATIVE_NAMES[code]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  )
}
