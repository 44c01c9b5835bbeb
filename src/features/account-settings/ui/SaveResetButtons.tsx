import { Button, Group, type GroupProps } from '@mantine/core'
import { useTranslation } from 'react-i18next'

interface Props extends GroupProps {
  /** The section's form: "Reset" goes back to its stored values, once it has changed. */
  form: { reset: () => void; isDirty: () => boolean }
  saving: boolean
}

/** A settings form's buttons: save it, or go back to what is stored. */
export function SaveResetButtons({ form, saving, ...props }: Props) {
  const { t } = useTranslation('account-settings')
  return (
    <Group {...props}>
      <Button type="submit" loading={saving}>
        {t('accountSettings.save')}
      </Button>
      <Button variant="default" onClick={() => form.reset()} disabled={!form.isDirty()}>
        {t('accountSettings.reset')}
      </Button>
    </Group>
  )
}
