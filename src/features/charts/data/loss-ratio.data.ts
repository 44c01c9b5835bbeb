import { lossRatios, sumOf } from './chart-shape'
import { CLAIMS_PAID_BY_MONTH, LINES, PREMIUMS_BY_MONTH } from './insurance.data'

/** The year's loss ratio month by month: claims paid against all lines' premiums. */
export const LOSS_RATIO_BY_MONTH = lossRatios(
  PREMIUMS_BY_MONTH.map((row) => ({ month: row.month, total: sumOf(row, LINES) })),
  CLAIMS_PAID_BY_MONTH,
)
