// @confetti/catalog/marketplace: the product marketplace's catalog (kept out of the main entry so the
// web app's landing page never carries 200 products).

export type { MarketplaceCategory, MarketplaceProduct } from './catalog';
export {
  MARKETPLACE_CATEGORIES,
  MARKETPLACE_PRODUCTS,
  MARKETPLACE_RETAILERS,
  marketplaceProductById,
  productImageUrl,
} from './catalog';
export type { ProductIcon, ProductStyle, RetailerData } from './catalog-data';
export { productImageSvg } from './product-image';
