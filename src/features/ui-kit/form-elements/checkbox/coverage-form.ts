/** The coverage choice of the checkbox page: a motor policy needs at least one cover. */
import { useForm } from '@mantine/form'
import { z } from 'zod'
import { schemaValidate } from '@/shared/ui/form/schema-validate'

export const COVERS = ['thirdParty', 'fire', 'theft', 'glass', 'roadside'] as const

export const coverageSchema = z.object({
  covers: z.array(z.enum(COVERS)).min(1),
})

export interface CoverageValues {
  covers: string[]
}

export function useCoverageForm(messages: Readonly<Record<string, string>>) {
  return useForm<CoverageValues>({
    initialValues: { covers: [] },
    validate: schemaValidate<CoverageValues>(coverageSchema, { messages, fields: ['covers'] }),
  })
}
