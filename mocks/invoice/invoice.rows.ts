import { z } from 'zod'
import {
  historyEntrySchema,
  invoiceSchema,
  storedClientSchema,
} from '@/features/invoice/invoice.schema'
import { toRow } from './invoice.table'

/**
 * An imported invoice is the contract's invoice; the derived, indexed fields an export carries
 * are accepted but made afresh, so an edited file can never leave the indexes lying.
 */
const invoiceRow = invoiceSchema
  .extend({
    statusKey: z.string().optional(),
    clientNameKey: z.string().optional(),
    clientEmailKey: z.string().optional(),
    serviceKey: z.string().optional(),
    balanceValue: z.number().optional(),
  })
  .strict()
  .transform(
    ({
      statusKey: _status,
      clientNameKey: _name,
      clientEmailKey: _email,
      serviceKey: _service,
      balanceValue: _balance,
      ...invoice
    }) => toRow(invoice),
  )

export const invoiceRowSchemas = {
  invoices: invoiceRow,
  invoiceHistory: historyEntrySchema,
  invoiceClients: storedClientSchema,
}
