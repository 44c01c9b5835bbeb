import { autocompleteItemSchema } from '@/features/ui-kit/ui-kit.schema'

/** Imported rows must match the stored shape exactly: the contract's item (strict). */
export const uiKitRowSchemas = {
  uiKitAutocomplete: autocompleteItemSchema,
}
