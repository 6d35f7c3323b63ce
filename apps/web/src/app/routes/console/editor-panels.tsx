import type { TConsoleApp } from '@atrium/contracts/app-console';
import { type ReactNode, useState } from 'react';
import type { EditorTab } from '@/features/console/components/editor/editor-tabs';
import { InstallsPanel } from '@/features/console/components/installs/installs-panel';
import { LifecycleBar } from '@/features/console/components/lifecycle/lifecycle-bar';
import { ListingPanel } from '@/features/console/components/listing/listing-panel';
import { PlansPanel } from '@/features/console/components/plans/plans-panel';
import { ReviewsPanel } from '@/features/console/components/reviews/reviews-panel';
import { VersionsPanel } from '@/features/console/components/versions/versions-panel';

export interface EditorPanelsProps {
  app: TConsoleApp;
  tab: EditorTab;
  idPrefix: string;
  isSuperAdmin: boolean;
  dirty: Partial<Record<EditorTab, boolean>>;
  markDirty: (tab: EditorTab) => (dirty: boolean) => void;
}

/**
 * The lifecycle bar and the tab panels of an existing app. Panels stay mounted while hidden so
 * switching tabs keeps unsaved edits; the installs chart and the reviews mount on first view (they fetch).
 */
export function EditorPanels({ app, tab, idPrefix, isSuperAdmin, dirty, markDirty }: EditorPanelsProps) {
  const [seenInstalls, setSeenInstalls] = useState(tab === 'installs');
  if (tab === 'installs' && !seenInstalls) setSeenInstalls(true);
  const [seenReviews, setSeenReviews] = useState(tab === 'reviews');
  if (tab === 'reviews' && !seenReviews) setSeenReviews(true);
  // Stable per tab, so panels' effects do not re-run on every render.
  const [setters] = useState(() => ({
    listing: markDirty('listing'),
    plans: markDirty('plans'),
    versions: markDirty('versions'),
    reviews: markDirty('reviews'),
  }));

  const panel = (which: EditorTab, children: ReactNode) => (
    <div role="tabpanel" id={`${idPrefix}-panel-${which}`} aria-labelledby={`${idPrefix}-tab-${which}`} hidden={tab !== which}>
      {children}
    </div>
  );

  return (
    <>
      <LifecycleBar app={app} isSuperAdmin={isSuperAdmin} dirty={Boolean(dirty.listing || dirty.plans)} />
      {panel('listing', <ListingPanel app={app} isSuperAdmin={isSuperAdmin} onDirtyChange={setters.listing} />)}
      {panel('plans', <PlansPanel app={app} onDirtyChange={setters.plans} />)}
      {panel('versions', <VersionsPanel app={app} onDirtyChange={setters.versions} />)}
      {panel('installs', seenInstalls ? <InstallsPanel appId={app._id} /> : null)}
      {panel('reviews', seenReviews ? <ReviewsPanel app={app} onDirtyChange={setters.reviews} /> : null)}
    </>
  );
}
