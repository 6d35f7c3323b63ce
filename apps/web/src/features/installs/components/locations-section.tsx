import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import type { CreatedLocation } from '@/features/installs/api/create-location';
import { AddLocationDialog } from './add-location-dialog';
import { LocationLinks } from './location-links';

/** The agency's locations with, for agency admins, a way to add one. */
export function LocationsSection({ canAdd }: { canAdd: boolean }) {
  const { t } = useTranslation('installs');
  const [adding, setAdding] = useState(false);
  const [justAdded, setJustAdded] = useState<CreatedLocation | null>(null);
  return (
    <section aria-labelledby="agency-locations" className="rounded-2xl border border-ink-200 bg-white p-5 shadow-sm">
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 id="agency-locations" className="text-lg font-semibold text-ink-900">
          {t('agency.locations')}
        </h2>
        {canAdd ? (
          <Button variant="secondary" size="sm" onClick={() => setAdding(true)} icon={<Icon name="plus" className="size-4" />}>
            {t('locations.add')}
          </Button>
        ) : null}
      </div>
      {canAdd ? <p className="mb-4 text-sm text-ink-600">{t('locations.hint')}</p> : null}
      <LocationLinks justAdded={justAdded} />
      {adding ? <AddLocationDialog onClose={() => setAdding(false)} onCreated={setJustAdded} /> : null}
    </section>
  );
}
