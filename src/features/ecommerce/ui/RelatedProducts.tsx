import '@mantine/carousel/styles.layer.css'
import { Carousel } from '@mantine/carousel'
import { Card, Image, Stack, Text, Title } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { useProducts } from '../api/ecommerce.queries'
import type { ProductDetail } from '../ecommerce.schema'
import { StarRating } from './StarRating'
import { productLink, useFormat } from './format'
import dataText from './data-text.module.css'

/** Products of the same category (then the newest others), in a carousel. */
export function RelatedProducts({ product }: { product: ProductDetail }) {
  const { t } = useTranslation('ecommerce')
  const format = useFormat()
  const sameCategory = useProducts({ category: [product.category], perPage: 12 })
  const related = (sameCategory.data?.products ?? []).filter((item) => item.id !== product.id)
  if (related.length === 0) return null
  return (
    <Stack gap="md" component="section" aria-labelledby="related-title">
      <Title order={2} fz="h4" id="related-title" ta="center">
        {t('ecommerce.detail.related')}
      </Title>
      <Carousel
        slideSize={{ base: '70%', xs: '45%', sm: '33.333%', md: '25%' }}
        slideGap="md"
        emblaOptions={{
          align: 'start',
          slidesToScroll: 1,
          direction: document.dir === 'rtl' ? 'rtl' : 'ltr',
        }}
        previousControlProps={{ 'aria-label': t('ecommerce.detail.previous') }}
        nextControlProps={{ 'aria-label': t('ecommerce.detail.next') }}
      >
        {related.map((item) => (
          <Carousel.Slide key={item.id}>
            <Card withBorder radius="md" padding="sm" h="100%">
              <Link {...productLink(item.slug)} aria-label={item.name}>
                <Image src={item.image} alt="" radius="md" />
              </Link>
              <Stack gap={4} mt="sm">
                <Text fw={600} size="sm" lineClamp={1} dir="auto" className={dataText.data}>
                  {item.name}
                </Text>
                <StarRating value={item.rating} size="xs" />
                <Text fw={700} c="brand" size="sm">
                  {format.price(item.price)}
                </Text>
              </Stack>
            </Card>
          </Carousel.Slide>
        ))}
      </Carousel>
    </Stack>
  )
}
