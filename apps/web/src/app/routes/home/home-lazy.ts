/** The lazy part of `/` (the catalogue and the search suggestions): one module, one import for both. */
import { firstScreenShown } from '@/lib/first-screen';

export const loadHomeMarketplace = () => firstScreenShown().then(() => import('./home-catalogue'));
