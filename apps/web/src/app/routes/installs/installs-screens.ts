/**
 * The installs screens as one lazy chunk: one entry in the first chunk's preload list instead of three
 * (the `/` budget, decision 005), and they share nearly all their code anyway.
 */
export { Component as AgencyAppsPage } from './agency-apps-page';
export { Component as LocationAppsPage } from './location-apps-page';
export { Component as StorePage } from './store-page';
