import type { FileWithPath } from '@mantine/dropzone'
import { describe, expect, it } from 'vitest'
import { admit, formatSize, MAX_BYTES, MAX_FILES, MEGABYTE, refusalsOf } from './upload-rules'

const fileOf = (name: string, bytes: number, type = 'image/png'): FileWithPath =>
  Object.assign(new File([new Uint8Array(bytes)], name, { type }), {
    path: name,
    relativePath: name,
  })

describe('the uploader’s rules', () => {
  it('writes sizes in the reader’s language', () => {
    expect(formatSize(512, 'en')).toBe('512B')
    expect(formatSize(1536, 'en')).toBe('1.5 kB')
    expect(formatSize(3.1 * MEGABYTE, 'en')).toBe('3.1 MB')
    expect(formatSize(3.1 * MEGABYTE, 'es')).toBe('3,1 MB')
    expect(formatSize(MAX_BYTES, 'de')).toBe('2 MB')
    expect(formatSize(3.1 * MEGABYTE, 'fr')).toMatch(/^3,1\sMo$/u)
  })

  it('names each reason a file was refused, with the size and the limit', () => {
    const big = fileOf('roof.png', Math.round(3.1 * MEGABYTE))
    expect(
      refusalsOf(
        {
          file: big,
          errors: [
            { code: 'file-too-large', message: 'File is larger than 2097152 bytes' },
            { code: 'file-invalid-type', message: 'File type must be ...' },
          ],
        },
        'en',
      ),
    ).toEqual([
      { key: 'tooLarge', values: { size: '3.1 MB', limit: '2 MB' } },
      { key: 'badType', values: {} },
    ])
  })

  it('takes files while the list has room and refuses the rest as one too many', () => {
    const files = ['a.pdf', 'b.pdf', 'c.pdf'].map((name) => fileOf(name, 10, 'application/pdf'))
    const { taken, refused } = admit(files, MAX_FILES - 2)
    expect(taken.map((file) => file.name)).toEqual(['a.pdf', 'b.pdf'])
    expect(refused).toHaveLength(1)
    expect(refused[0]?.file.name).toBe('c.pdf')
    expect(refusalsOf(refused[0]!, 'en')).toEqual([{ key: 'tooMany', values: { max: MAX_FILES } }])
  })
})
