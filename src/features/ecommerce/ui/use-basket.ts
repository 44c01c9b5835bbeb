import {
  useAddToCart,
  useAddToWishlist,
  useRemoveFromCart,
  useRemoveFromWishlist,
} from '../api/ecommerce.queries'
import type { ListedProduct } from '../ecommerce.schema'

/** The shopper's actions on a product, wherever a product is shown. */
export function useBasket() {
  const addToCart = useAddToCart()
  const removeFromCart = useRemoveFromCart()
  const addToWishlist = useAddToWishlist()
  const removeFromWishlist = useRemoveFromWishlist()
  return {
    addToCart: (product: Pick<ListedProduct, 'id'>) => addToCart.mutateAsync(product.id),
    removeFromCart: (product: Pick<ListedProduct, 'id'>) => removeFromCart.mutateAsync(product.id),
    toggleWishlist: (product: Pick<ListedProduct, 'id' | 'isInWishlist'>) =>
      product.isInWishlist
        ? removeFromWishlist.mutateAsync(product.id)
        : addToWishlist.mutateAsync(product.id),
    /** Moves a cart line to the wishlist: added there first, so nothing is ever lost. */
    moveToWishlist: async (product: Pick<ListedProduct, 'id'>) => {
      await addToWishlist.mutateAsync(product.id)
      await removeFromCart.mutateAsync(product.id)
    },
    moveToCart: async (product: Pick<ListedProduct, 'id'>) => {
      await addToCart.mutateAsync(product.id)
      await removeFromWishlist.mutateAsync(product.id)
    },
    adding: addToCart.isPending,
  }
}
