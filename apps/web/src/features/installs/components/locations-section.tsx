import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import type { CreatedLocation } from '../api/create-location';
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
          <Button variant="secondary" size="sm" onClick={() => setAdding(true)} icon={<PlusIcon />}>
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

function PlusIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M12 5v14M5 12h14" strokeLinecap="round" />
    </svg>
  );
}
