import { Anchor, Text } from '@mantine/core'
import { useState } from 'react'

interface ResendProps {
  prompt: string
  action: string
  /** What resending did; announced once the reader has asked. */
  outcome: string
}

/** "Didn't get it? Resend", and below it, once asked, what resending did. */
export function Resend({ prompt, action, outcome }: ResendProps) {
  const [resent, setResent] = useState(false)
  return (
    <div>
      <Text ta="center" fz="sm">
        {prompt}{' '}
        <Anchor component="button" type="button" fz="sm" onClick={() => setResent(true)}>
          {action}
        </Anchor>
      </Text>
      <div role="status">
        {resent && (
          <Text ta="center" fz="sm" c="dimmed" mt={4}>
            {outcome}
          </Text>
        )}
      </div>
    </div>
  )
}
