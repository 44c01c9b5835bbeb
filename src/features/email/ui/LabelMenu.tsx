import { Button, ColorSwatch, Menu } from '@mantine/core'
import { IconCheck } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { EMAIL_LABELS, type Email, type EmailLabel } from '../email.schema'
import { LABEL_COLORS } from './email-format'

interface Props {
  emails: Email[]
  onToggle: (label: EmailLabel) => void
}

/** Toggles a label on the given mails; a tick marks the labels all of them carry. */
export function LabelMenu({ emails, onToggle }: Props) {
  const { t } = useTranslation('email')
  const carried = (label: EmailLabel) =>
    emails.length > 0 && emails.every((email) => email.labels.includes(label))
  return (
    <Menu>
      <Menu.Target>
        <Button size="compact-xs" variant="default">
          {t('email.labels')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {EMAIL_LABELS.map((label) => (
          <Menu.Item
            key={label}
            leftSection={
              <ColorSwatch color={`var(--mantine-color-${LABEL_COLORS[label]}-6)`} size={10} />
            }
            rightSection={carried(label) ? <IconCheck size={14} aria-hidden /> : null}
            onClick={() => onToggle(label)}
          >
            {t(`email.label.${label}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  )
}
