import { NumberInput, type NumberInputProps } from '@mantine/core'
import { MAX_QTY } from '../ecommerce.schema'

/** A quantity: whole numbers from 1 to the contract's maximum, nothing else typed in. */
export function QtyInput(props: Omit<NumberInputProps, 'min' | 'max'>) {
  return (
    <NumberInput min={1} max={MAX_QTY} clampBehavior="strict" allowDecimal={false} {...props} />
  )
}
