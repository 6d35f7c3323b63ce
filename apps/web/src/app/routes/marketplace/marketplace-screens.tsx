import type { ComponentType } from 'react';
import { TextsReady } from '@/features/marketplace/components/texts-ready';
import { AppPage as App } from './app-page';
import { CustomPage as Custom } from './custom-page';
import { NestedStorePage as NestedStore } from './nested-store-page';
import { PartnerPage as Partner } from './partner-page';
import { PartnersPage as Partners } from './partners-page';

/**
 * The marketplace's screens as one lazy chunk. For every lazy import the first load of / carries the
 * list of chunks to preload with it (ADR 005); one import for all five screens instead of one each
 * keeps / under its budget. Each screen paints once its texts are loaded.
 */
const withTexts = (Screen: ComponentType) =>
  function MarketplaceScreen() {
    return (
      <TextsReady>
        <Screen />
      </TextsReady>
    );
  };

export const AppPage = withTexts(App);
export const CustomPage = withTexts(Custom);
export const NestedStorePage = withTexts(NestedStore);
export const PartnerPage = withTexts(Partner);
export const PartnersPage = withTexts(Partners);
