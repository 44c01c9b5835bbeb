/**
 * The UI kit's one store: the towns the agency serves, ranked by its clients there, which the
 * auto-complete demo searches over the API. A row is the contract's item exactly.
 */
import { typedTable, type TableSchemas } from '@mocks/db/database'
import type { AutocompleteItem } from '@/features/ui-kit/ui-kit.schema'

export type AutocompleteRow = AutocompleteItem

export const uiKitTables = { uiKitAutocomplete: 'id' } satisfies TableSchemas

export const autocompleteRows = typedTable<AutocompleteRow, number>('uiKitAutocomplete')
