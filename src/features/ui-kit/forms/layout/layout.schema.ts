/**
 * The "new client" form every layout on the page lays out. Messages are codes the page
 * translates (see `../form-kit.ts`).
 */
import { z } from 'zod'

export const CLIENT_TYPES = ['person', 'company'] as const
export const CONTACT_BY = ['email', 'phone', 'post'] as const

/** A Spanish tax id: a person's DNI or NIE (`12345678Z`, `X1234567L`) or a company's CIF (`B12345678`). */
export const TAX_ID = /^(?:[0-9XYZ][0-9]{7}[A-Z]|[ABCDEFGHJNPQRSUVW][0-9]{7}[0-9A-J])$/

export const clientSchema = z.object({
  fullName: z.string().trim().min(1, 'required').min(2, 'tooShort').max(80, 'tooLong'),
  clientType: z.enum(CLIENT_TYPES, { error: 'required' }),
  taxId: z
    .string()
    .trim()
    .min(1, 'required')
    .transform((id) => id.toUpperCase().replace(/[\s-]/g, ''))
    .pipe(z.string().regex(TAX_ID, 'taxId')),
  email: z.string().trim().min(1, 'required').pipe(z.email('email')),
  phone: z
    .string()
    .trim()
    .min(1, 'required')
    .regex(/^\+?[0-9][0-9 ().-]{5,24}$/, 'phone'),
  contactBy: z.enum(CONTACT_BY, { error: 'required' }),
  street: z.string().trim().min(1, 'required').max(120, 'tooLong'),
  city: z.string().trim().min(1, 'required').max(60, 'tooLong'),
  postcode: z
    .string()
    .trim()
    .min(1, 'required')
    .regex(/^[0-9]{5}$/, 'postcode'),
  notes: z.string().trim().max(500, 'tooLong'),
})

export type ClientField = keyof typeof clientSchema.shape
export type ClientValues = Record<Exclude<ClientField, 'clientType' | 'contactBy'>, string> & {
  clientType: string | null
  contactBy: string | null
}

export const EMPTY_CLIENT: ClientValues = {
  fullName: '',
  clientType: 'person',
  taxId: '',
  email: '',
  phone: '',
  contactBy: 'email',
  street: '',
  city: '',
  postcode: '',
  notes: '',
}
