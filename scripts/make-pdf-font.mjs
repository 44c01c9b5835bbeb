#!/usr/bin/env node
/**
 * Writes the invoice PDF's font: DejaVu Sans (regular and bold) cut down to the scripts an
 * agency's clients write their names in (Latin with its extensions, Greek, Cyrillic) and the
 * typographic punctuation the locales use, as base64 in one module that only the lazily loaded
 * PDF code imports. The output is committed: run this again only to change the ranges.
 *
 *   node scripts/make-pdf-font.mjs
 */
import { readFile, writeFile } from 'node:fs/promises'
import subsetFont from 'subset-font'

const SOURCE = 'node_modules/dejavu-fonts-ttf/ttf'
const OUT = 'src/features/invoice/pdf/pdf-font.data.ts'

/** Inclusive code point ranges. */
const RANGES = [
  [0x0020, 0x007e], // Basic Latin
  [0x00a0, 0x017f], // Latin-1 Supplement, Latin Extended-A (Polish, Czech, Turkish, Hungarian, Baltic...)
  [0x018f, 0x018f], // Ə (Azerbaijani)
  [0x01c4, 0x01dc], // Croatian digraphs, pinyin tones
  [0x0218, 0x021b], // Ș ș Ț ț (Romanian)
  [0x0259, 0x0259], // ə
  [0x0370, 0x03ff], // Greek
  [0x0400, 0x04ff], // Cyrillic
  [0x1e00, 0x1eff], // Latin Extended Additional (Vietnamese, Welsh)
  [0x2000, 0x206f], // General Punctuation: the spaces Intl puts in numbers, dashes, quotes, ellipsis
  [0x20a0, 0x20bf], // currency signs (€, ₺, ₽, ₴...)
  [0x2116, 0x2116], // №
  [0x2122, 0x2122], // ™
  [0x2212, 0x2212], // minus sign
]

const text = RANGES.flatMap(([from, to]) =>
  Array.from({ length: to - from + 1 }, (_, index) => String.fromCodePoint(from + index)),
).join('')

// jsPDF reads glyf, loca, cmap, hmtx and the metrics tables; it neither shapes (GSUB/GPOS) nor
// hints, so those tables and the hinting programs only cost bytes.
const options = {
  targetFormat: 'sfnt',
  noHinting: true,
  keepFeatures: [],
  dropTables: ['GSUB', 'GPOS', 'GDEF', 'kern', 'gasp', 'FFTM', 'hdmx', 'LTSH', 'VDMX'],
}

const fonts = {}
for (const [name, file] of [
  ['regular', 'DejaVuSans.ttf'],
  ['bold', 'DejaVuSans-Bold.ttf'],
]) {
  const subset = await subsetFont(await readFile(`${SOURCE}/${file}`), text, options)
  fonts[name] = subset.toString('base64')
  console.log(`${file}: ${subset.length} bytes subset, ${fonts[name].length} base64`)
}

await writeFile(
  OUT,
  `/* Written by scripts/make-pdf-font.mjs from dejavu-fonts-ttf (DejaVu fonts licence: free to
 * embed and redistribute). DejaVu Sans cut down to Latin-1, Latin Extended-A, the Romanian,
 * Azerbaijani and Croatian letters of Extended-B, Latin Extended Additional, Greek, Cyrillic,
 * general punctuation and the currency signs, without hinting. Do not edit. */
export const DEJAVU_SANS = '${fonts.regular}'
export const DEJAVU_SANS_BOLD = '${fonts.bold}'
`,
)
