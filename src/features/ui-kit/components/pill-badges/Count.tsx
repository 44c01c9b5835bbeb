import { formatCount } from './format-count'

/**
 * A count as its badge shows it, isolated left to right: in a right-to-left page "99+" would
 * otherwise read "+99".
 */
export function Count({ value }: { value: number }) {
  return <bdi dir="ltr">{formatCount(value)}</bdi>
}
