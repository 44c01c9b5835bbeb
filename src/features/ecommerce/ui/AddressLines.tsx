import { Text } from '@mantine/core'
import type { Address } from '../ecommerce.schema'
import dataText from './data-text.module.css'

/**
 * An address under its recipient's line: street, postcode and city, country, phone. Each line
 * runs in its own direction (`dir="auto"`), so an English address keeps its commas in RTL.
 */
export function AddressLines({ address }: { address: Address }) {
  return (
    <>
      <Text size="sm" dir="auto" className={dataText.data}>
        {address.street}
      </Text>
      <Text size="sm" dir="auto" className={dataText.data}>
        {address.zip} {address.city}, {address.country}
      </Text>
      <Text size="sm" c="dimmed" dir="auto" className={dataText.data}>
        {address.phone}
      </Text>
    </>
  )
}
