import { ActionIcon, CopyButton, TextInput, Tooltip } from '@mantine/core'
import { IconCheck, IconCopy } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

interface CopyFieldProps {
  label: string
  initial: string
  /** Links, IBANs and codes read left to right in every language. */
  ltr?: boolean
}

/** A field with a copy button at its end: what is copied is what the field holds now. */
export function CopyField({ label, initial, ltr = false }: CopyFieldProps) {
  const { t } = useTranslation('ui-kit/extensions-clipboard')
  const [value, setValue] = useState(initial)
  return (
    <TextInput
      label={label}
      value={value}
      onChange={(event) => setValue(event.currentTarget.value)}
      dir={ltr ? 'ltr' : undefined}
      rightSection={
        <CopyButton value={value} timeout={2000}>
          {({ copied, copy }) => {
            const name = t(
              copied ? 'uiKit.extensions-clipboard.copiedField' : 'uiKit.extensions-clipboard.copy',
              { what: label },
            )
            return (
              <Tooltip label={name} withArrow>
                <ActionIcon
                  variant="subtle"
                  color={copied ? 'teal' : 'gray'}
                  onClick={copy}
                  aria-label={name}
                >
                  {copied ? (
                    <IconCheck size={16} aria-hidden />
                  ) : (
                    <IconCopy size={16} aria-hidden />
                  )}
                </ActionIcon>
              </Tooltip>
            )
          }}
        </CopyButton>
      }
    />
  )
}
