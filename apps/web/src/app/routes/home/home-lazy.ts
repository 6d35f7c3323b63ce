/** The lazy part of `/` (the catalogue and the search suggestions): one module, one import for both. */
export const loadHomeMarketplace = () => import('./home-catalogue');
