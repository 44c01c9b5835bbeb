// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { codedValidate, euroAffix, focusFirstError, numberSeparators, today } from './form-kit'

describe('the form patterns’ helpers', () => {
  it('reads each schema code out in the page’s words', () => {
    const validate = codedValidate(z.object({ name: z.string().min(1, 'required') }), (code) =>
      code === 'required' ? 'Enter a name.' : code,
    )
    expect(validate({ name: '' })).toEqual({ name: 'Enter a name.' })
  })

  it('focuses the first field in error in page order, not the schema’s', () => {
    document.body.innerHTML = `<form>
      <input data-path="email" /><input data-path="name" /><input data-path="phone" />
    </form>`
    focusFirstError(document.querySelector('form'), { phone: 'x', name: 'y' })
    expect(document.activeElement?.getAttribute('data-path')).toBe('name')
  })

  it('writes numbers, the euro sign and today as the reader’s language does', () => {
    expect(numberSeparators('en')).toEqual({ thousandSeparator: ',', decimalSeparator: '.' })
    expect(numberSeparators('de')).toEqual({ thousandSeparator: '.', decimalSeparator: ',' })
    expect(euroAffix('en')).toEqual({ prefix: '€ ' })
    expect(euroAffix('es')).toEqual({ suffix: ' €' })
    expect(today(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05')
  })
})
