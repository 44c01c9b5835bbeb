import { describe, expect, it } from 'vitest'
import { codeProblem, normalizeCode } from './two-steps-code'

describe('two-step code', () => {
  it('takes exactly six digits', () => {
    expect(codeProblem('123456')).toBeNull()
    expect(codeProblem('')).toBe('codeRequired')
    expect(codeProblem('   ')).toBe('codeRequired')
    expect(codeProblem('12345')).toBe('codeIncomplete')
    expect(codeProblem('1234567')).toBe('codeIncomplete')
    expect(codeProblem('12a456')).toBe('codeIncomplete')
  })

  it('ignores the spaces a pasted code carries', () => {
    expect(normalizeCode(' 123 456 ')).toBe('123456')
    expect(codeProblem('123 456')).toBeNull()
  })
})
