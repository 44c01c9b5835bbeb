import { ActionIcon, CopyButton, Group, Text, Tooltip, VisuallyHidden } from '@mantine/core'
import { IconCheck, IconCopy, IconEye, IconEyeOff } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import classes from './License.module.css'

/** All but the first and last groups hidden: `CRDR-••••-••••-••••-EZBQ`. */
export const maskKey = (key: string) =>
  key
    .split('-')
    .map((group, index, all) => (index === 0 || index === all.length - 1 ? group : '••••'))
    .join('-')

/** The license key, masked until revealed; copying takes the whole key either way. */
export function LicenseKey({ value }: { value: string }) {
  const { t } = useTranslation('pricing')
  const [shown, setShown] = useState(false)
  return (
    <Group gap="xs" wrap="nowrap" className={classes.key}>
      <Text
        ff="monospace"
        fz="sm"
        fw={600}
        dir="ltr"
        data-testid="license-key"
        className={classes.keyText}
      >
        {shown ? value : maskKey(value)}
      </Text>
      <Tooltip label={shown ? t('license.key.hide') : t('license.key.show')}>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('license.key.show')}
          aria-pressed={shown}
          onClick={() => setShown((was) => !was)}
        >
          {shown ? <IconEyeOff size={18} aria-hidden /> : <IconEye size={18} aria-hidden />}
        </ActionIcon>
      </Tooltip>
      <CopyButton value={value} timeout={2000}>
        {({ copied, copy }) => (
          <>
            <Tooltip label={copied ? t('license.key.copied') : t('license.key.copy')}>
              <ActionIcon
                variant="subtle"
                color={copied ? 'green' : 'gray'}
                aria-label={t('license.key.copy')}
                onClick={copy}
              >
                {copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
              </ActionIcon>
            </Tooltip>
            {/* The icon's change alone says nothing to a screen reader. */}
            <VisuallyHidden aria-live="polite">
              {copied ? t('license.key.copied') : ''}
            </VisuallyHidden>
          </>
        )}
      </CopyButton>
    </Group>
  )
}
