import { z } from 'zod'
import { autocompleteItemSchema } from '@/features/ui-kit/ui-kit.schema'

/** Imported rows must match the stored shape exactly (strict). */
export const uiKitRowSchemas = {
  uiKitAutocomplete: autocompleteItemSchema,
  uiKitPolicyholders: z
    .object({
      id: z.number().int().positive(),
      fullName: z.string().trim().min(1).max(120),
      town: z.string().trim().min(1).max(120),
    })
    .strict(),
}
