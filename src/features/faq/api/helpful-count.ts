import type { Helpful } from '../faq.schema'

/**
 * The counts once the reader answers, before the server confirms: a first answer adds one, a
 * changed one moves one count to the other, the same answer again changes nothing.
 */
export function answered(helpful: Helpful, answer: boolean): Helpful {
  if (helpful.mine === answer) return helpful
  let { yes, no } = helpful
  if (helpful.mine === true) yes -= 1
  if (helpful.mine === false) no -= 1
  return answer ? { yes: yes + 1, no, mine: true } : { yes, no: no + 1, mine: false }
}
