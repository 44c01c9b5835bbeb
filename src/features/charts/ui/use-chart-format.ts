import { useReducedMotion } from '@mantine/hooks'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'

/** Number formats in the reader's language, and whether charts may animate. */
export function useChartFormat() {
  const { i18n } = useTranslation()
  const locale = i18n.language
  const reduced = useReducedMotion()
  return useMemo(() => {
    const integer = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 })
    const decimal = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 })
    const dollars = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'USD',
      notation: 'compact',
      maximumFractionDigits: 1,
    })
    const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 })
    const whole = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 })
    const change = new Intl.NumberFormat(locale, {
      style: 'percent',
      maximumFractionDigits: 1,
      signDisplay: 'exceptZero',
    })
    return {
      locale,
      animate: !reduced,
      count: (value: number) => integer.format(value),
      decimal: (value: number) => decimal.format(value),
      /** Thousands of dollars, as the demo figures are kept: 182 → "$182K". */
      thousands: (value: number) => dollars.format(value * 1000),
      /** A percentage given as 0–100: 72.5 → "72.5%". */
      percent: (value: number) => percent.format(value / 100),
      /** A share given as 0–1, to the whole percent (axis ticks, slice labels): 0.377 → "38%". */
      fraction: (value: number) => whole.format(value),
      /** A change given in percent, with its sign: 12.5 → "+12.5%", -3 → "-3%". */
      change: (value: number) => change.format(value / 100),
    }
  }, [locale, reduced])
}

export type ChartFormat = ReturnType<typeof useChartFormat>
