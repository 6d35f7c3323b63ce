/**
 * The store screens as one lazy chunk (issue 23): the agency's store manager, and the store, a product and the
 * location's orders as the CRM's frame shows them.
 */
export { ProductPage } from './product-page';
export { StoreHomePage } from './store-home-page';
export { StoreManagerPage } from './store-manager-page';
export { StorefrontPage } from './storefront-page';
