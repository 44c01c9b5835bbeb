/**
 * The UI kit's stores: the towns the agency serves, ranked by its clients there (the
 * auto-complete demo), and its policyholders (the async select demo). An autocomplete row is the
 * contract's item exactly; a policyholder row is what the select's options are made from.
 */
import { typedTable, type TableSchemas } from '@mocks/db/database'
import type { AutocompleteItem } from '@/features/ui-kit/ui-kit.schema'

export type AutocompleteRow = AutocompleteItem

export interface PolicyholderRow {
  id: number
  fullName: string
  town: string
}

/** Schema version 9 (issue 19). */
export const uiKitTablesV9 = { uiKitAutocomplete: 'id' } satisfies TableSchemas
/** What version 10 (issue 20) adds. */
export const uiKitTablesV10 = { uiKitPolicyholders: 'id' } satisfies TableSchemas

export const uiKitTables = { ...uiKitTablesV9, ...uiKitTablesV10 } satisfies TableSchemas

export const autocompleteRows = typedTable<AutocompleteRow, number>('uiKitAutocomplete')
export const policyholderRows = typedTable<PolicyholderRow, number>('uiKitPolicyholders')
