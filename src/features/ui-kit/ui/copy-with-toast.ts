/**
 * Copies a value the user picked (a colour's hex, an icon's name, a policy number) and says so
 * in a toast; a refused clipboard (no permission, an insecure page) says that instead of failing
 * silently. Each demo passes its own strings.
 */
import { notifications } from '@mantine/notifications'

export interface CopyMessages {
  /** The toast's title when copied ("#7367F0 copied"). */
  copied: string
  /** Its line under the title ("Primary, shade 6"). */
  detail: string
  /** The toast when the browser refused. */
  failed: string
}

export async function copyWithToast(text: string, messages: CopyMessages): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text)
    notifications.show({ color: 'teal', title: messages.copied, message: messages.detail })
    return true
  } catch {
    notifications.show({ color: 'red', message: messages.failed })
    return false
  }
}
