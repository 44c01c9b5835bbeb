/** The follow-up form of the offcanvas page: its rules, through the house's `schemaValidate`. */
import { useForm } from '@mantine/form'
import { z } from 'zod'
import { schemaValidate } from '@/shared/ui/form/schema-validate'

export const CLIENTS = [
  'Lucía Fernández',
  'Javier Ortega',
  'Marta Ruiz',
  'Talleres Núñez S.L.',
] as const
export const CHANNELS = ['phone', 'email', 'visit'] as const

export const followUpSchema = z.object({
  client: z.enum(CLIENTS),
  subject: z.string().trim().min(3).max(80),
  channel: z.enum(CHANNELS),
  notes: z.string().trim().max(300),
})
export type FollowUp = z.output<typeof followUpSchema>

export interface FollowUpValues {
  client: string
  subject: string
  channel: string
  notes: string
}

export function useFollowUpForm(messages: Readonly<Record<string, string>>) {
  return useForm<FollowUpValues>({
    initialValues: { client: '', subject: '', channel: 'phone', notes: '' },
    validate: schemaValidate<FollowUpValues>(followUpSchema, { messages }),
  })
}
