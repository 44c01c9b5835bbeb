import { IconBrandMastercard, IconBrandVisa, IconCreditCard } from '@tabler/icons-react'
import type { CardBrand } from '../../account-billing.schema'

/** A card brand's mark where Tabler has one, else a plain card. */
export function BrandIcon({ brand, size = 28 }: { brand: CardBrand; size?: number }) {
  const Mark =
    brand === 'visa' ? IconBrandVisa : brand === 'mastercard' ? IconBrandMastercard : IconCreditCard
  return <Mark size={size} stroke={1.5} aria-hidden />
}
