import { Anchor, Text } from '@mantine/core'

interface ResendProps {
  prompt: string
  action: string
  /** What the last resend did; announced when it appears. */
  outcome: string | null
  onResend: () => void
}

/** "Didn't get it? Resend", and below it what resending did. */
export function Resend({ prompt, action, outcome, onResend }: ResendProps) {
  return (
    <div>
      <Text ta="center" fz="sm">
        {prompt}{' '}
        <Anchor component="button" type="button" fz="sm" onClick={onResend}>
          {action}
        </Anchor>
      </Text>
      <div role="status">
        {outcome && (
          <Text ta="center" fz="sm" c="dimmed" mt={4}>
            {outcome}
          </Text>
        )}
      </div>
    </div>
  )
}
