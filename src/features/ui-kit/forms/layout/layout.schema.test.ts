import { describe, expect, it } from 'vitest'
import { schemaValidate } from '@/shared/ui/form/schema-validate'
import { EMPTY_CLIENT, clientSchema, type ClientValues } from './layout.schema'

const validate = schemaValidate(clientSchema)
const CLIENT: ClientValues = {
  ...EMPTY_CLIENT,
  fullName: 'Carmen Ortega',
  taxId: '12345678z',
  email: 'carmen.ortega@example.com',
  phone: '+34 611 222 333',
  street: 'Calle Mayor 12, 3º B',
  city: 'Valencia',
  postcode: '46001',
}

describe('the new client form', () => {
  it('takes a complete client and tidies the tax id', () => {
    expect(validate(CLIENT)).toEqual({})
    expect(clientSchema.parse({ ...CLIENT, taxId: 'b-1234567 8' }).taxId).toBe('B12345678')
  })

  it('names each field in error with its code', () => {
    expect(validate(EMPTY_CLIENT)).toEqual({
      fullName: 'required',
      taxId: 'required',
      email: 'required',
      phone: 'required',
      street: 'required',
      city: 'required',
      postcode: 'required',
    })
    expect(
      validate({ ...CLIENT, taxId: '1234', postcode: '4600', email: 'carmen@', clientType: null }),
    ).toEqual({ taxId: 'taxId', postcode: 'postcode', email: 'email', clientType: 'required' })
    expect(validate({ ...CLIENT, notes: 'x'.repeat(501) })).toEqual({ notes: 'tooLong' })
  })
})
