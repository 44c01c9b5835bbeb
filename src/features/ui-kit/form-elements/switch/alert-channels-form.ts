/** The claim-alert channels of the switch page: at least one must stay on. */
import { useForm } from '@mantine/form'
import { z } from 'zod'
import { schemaValidate } from '@/shared/ui/form/schema-validate'

export const CHANNELS = ['email', 'sms', 'push'] as const

export const alertChannelsSchema = z.object({
  channels: z.array(z.enum(CHANNELS)).min(1),
})

export interface AlertChannelsValues {
  channels: string[]
}

export function useAlertChannelsForm(messages: Readonly<Record<string, string>>) {
  return useForm<AlertChannelsValues>({
    initialValues: { channels: ['email'] },
    validate: schemaValidate<AlertChannelsValues>(alertChannelsSchema, {
      messages,
      fields: ['channels'],
    }),
  })
}
