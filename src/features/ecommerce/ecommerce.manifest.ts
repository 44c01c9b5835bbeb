import type { AppManifest } from '@/shared/contract/manifest'

/** The shopper's app. `manage all` (the admin) covers its ability; the client has none. */
export const ecommerceManifest: AppManifest = {
  id: 'ecommerce',
  title: 'E-commerce',
  section: 'apps',
  icon: 'IconShoppingCart',
  ability: ['read', 'Ecommerce'],
  pages: [
    {
      id: 40,
      target: 'apps-ecommerce-shop',
      title: 'Shop',
      icon: 'IconBuildingStore',
      link: '/apps/ecommerce/shop',
    },
    {
      id: 41,
      target: 'apps-ecommerce-product-detail',
      title: 'Details',
      icon: 'IconBox',
      link: '/apps/ecommerce/product-detail',
      screens: ['/apps/ecommerce/product-detail/field-laptop-14-1'],
    },
    {
      id: 42,
      target: 'apps-ecommerce-wishlist',
      title: 'Wishlist',
      icon: 'IconHeart',
      link: '/apps/ecommerce/wishlist',
    },
    {
      id: 43,
      target: 'apps-ecommerce-checkout',
      title: 'Checkout',
      icon: 'IconShoppingCart',
      link: '/apps/ecommerce/checkout',
    },
  ],
}
