import { Alert, Group, Loader, Stack, Switch, Text } from '@mantine/core'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  useAccount,
  useUpdateSection,
  type Notification,
  type NotificationFlag,
} from '@/features/account-settings'

/** The signed-in user's notification flags, in the order the settings page lists them. */
const FLAGS: readonly NotificationFlag[] = [
  'commentOnArticle',
  'answerOnForm',
  'followMe',
  'newAnnouncements',
  'productUpdates',
  'blogDigest',
]

/**
 * A settings list where each switch saves at once: the user's real notification preferences
 * (the account settings' own query and write), so a change here shows on Account Settings too.
 */
export function NotificationSettings() {
  const { t: k } = useTranslation('ui-kit/form-elements-switch', {
    keyPrefix: 'uiKit.form-elements-switch.settings',
  })
  const account = useAccount()
  const update = useUpdateSection()
  // What the user has flipped while saves are under way: the switches follow the hand at once
  // and stay enabled (disabling the one in focus would drop the keyboard user's place); each save
  // sends every flag as shown, and the saves are applied in order, so the last one holds them all.
  const [shown, setShown] = useState<Notification | null>(null)
  const saving = useRef(0)
  const [result, setResult] = useState<'saved' | 'failed' | null>(null)
  if (account.isPending) return <Loader size="sm" role="status" aria-label={k('loading')} />
  if (account.isError)
    return (
      <Alert color="red" variant="light">
        {k('loadFailed')}
      </Alert>
    )
  const flags: Notification = shown ?? account.data.notification
  const toggle = (flag: NotificationFlag, on: boolean) => {
    const next = { ...flags, [flag]: on }
    setShown(next)
    setResult(null)
    saving.current += 1
    update.mutate(
      { section: 'notification', data: next },
      {
        onSuccess: () => setResult('saved'),
        onError: () => setResult('failed'),
        // Once nothing is under way the saved account is the truth again (a failed save undone).
        onSettled: () => {
          saving.current -= 1
          if (saving.current === 0) setShown(null)
        },
      },
    )
  }
  return (
    <Stack gap="md">
      {FLAGS.map((flag) => (
        <Group key={flag} justify="space-between" wrap="nowrap" gap="md">
          <div>
            <Text size="sm" fw={500} id={`setting-${flag}`}>
              {k(`flags.${flag}`)}
            </Text>
            <Text size="xs" c="dimmed" id={`setting-${flag}-about`}>
              {k(`about.${flag}`)}
            </Text>
          </div>
          <Switch
            aria-labelledby={`setting-${flag}`}
            aria-describedby={`setting-${flag}-about`}
            checked={flags[flag]}
            onChange={(event) => toggle(flag, event.currentTarget.checked)}
          />
        </Group>
      ))}
      <Text size="xs" c={result === 'failed' ? 'red.8' : 'dimmed'} role="status" mih={18}>
        {result && k(result)}
      </Text>
    </Stack>
  )
}
