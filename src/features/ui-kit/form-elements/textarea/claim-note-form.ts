/** The claim description of the textarea page: long enough to act on, short enough to read. */
import { useForm } from '@mantine/form'
import { z } from 'zod'
import { schemaValidate } from '@/shared/ui/form/schema-validate'

export const CLAIM_NOTE_MAX = 280

export const claimNoteSchema = z.object({
  description: z.string().trim().min(20).max(CLAIM_NOTE_MAX),
})

export type ClaimNoteValues = z.infer<typeof claimNoteSchema>

export function useClaimNoteForm(messages: Readonly<Record<string, string>>) {
  return useForm<ClaimNoteValues>({
    initialValues: { description: '' },
    validate: schemaValidate<ClaimNoteValues>(claimNoteSchema, { messages }),
  })
}
