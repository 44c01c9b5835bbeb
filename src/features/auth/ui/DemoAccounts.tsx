import { Alert, Anchor, Text } from '@mantine/core'
import { useAuthEnv } from './auth-env'

const accounts = [
  { role: 'Admin', email: 'admin@demo.com', password: 'admin' },
  { role: 'Client', email: 'client@demo.com', password: 'client' },
]

interface DemoAccountsProps {
  onPick: (email: string, password: string) => void
}

/** The two demo accounts; a click fills the form. */
export function DemoAccounts({ onPick }: DemoAccountsProps) {
  const { t } = useAuthEnv()
  return (
    <Alert variant="light" title={t('auth.demoAccounts')} p="sm">
      {accounts.map((account) => (
        <Text key={account.email} fz="sm">
          {account.role}:{' '}
          <Anchor
            component="button"
            type="button"
            fz="sm"
            onClick={() => onPick(account.email, account.password)}
          >
            {account.email}
          </Anchor>{' '}
          / {account.password}
        </Text>
      ))}
    </Alert>
  )
}
