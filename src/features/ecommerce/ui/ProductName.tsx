import { Text } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { productLink } from './format'
import dataText from './data-text.module.css'
import classes from './Shop.module.css'

interface Props {
  product: { slug: string; name: string; brand?: string }
}

/**
 * A product's name, linking to its page, and its brand under it when given; both are data text
 * and run in their own direction.
 */
export function ProductName({ product }: Props) {
  const { t } = useTranslation('ecommerce')
  return (
    <>
      <Link {...productLink(product.slug)} className={classes.name}>
        <Text span fw={600} dir="auto">
          {product.name}
        </Text>
      </Link>
      {product.brand !== undefined && (
        <Text size="sm" c="dimmed" dir="auto" className={dataText.data}>
          {t('ecommerce.by', { brand: product.brand })}
        </Text>
      )}
    </>
  )
}
