import { lazyPage } from '@/shared/ui/lazy-page'
import { lazyPart } from '@/shared/ui/lazy-part'

export { ecommerceManifest } from './ecommerce.manifest'
export { checkoutSearchSchema, shopSearchSchema, type ShopSearch } from './ui/shop-search'
export const ShopPage = lazyPage(() => import('./ui/ShopPage').then((m) => m.ShopPage))
export const ProductDetailPage = lazyPage(() =>
  import('./ui/ProductDetailPage').then((m) => m.ProductDetailPage),
)
export const FirstProduct = lazyPage(() => import('./ui/FirstProduct').then((m) => m.FirstProduct))
export const WishlistPage = lazyPage(() => import('./ui/WishlistPage').then((m) => m.WishlistPage))
export const CheckoutPage = lazyPage(() => import('./ui/CheckoutPage').then((m) => m.CheckoutPage))

/** The navbar's cart menu; loads with the shell, shows nothing while it loads or if it cannot. */
export const CartMenu = lazyPart(() => import('./ui/CartMenu').then((m) => m.CartMenu))
