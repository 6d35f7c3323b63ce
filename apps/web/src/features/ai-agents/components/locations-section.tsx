import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FormSection } from '@/components/forms/form-section';
import { RadioCards } from '@/components/ui/radio-cards';
import { Spinner } from '@/components/ui/spinner';
import { LoadError } from '@/components/ui/state-card';
import { useAgencyLocations } from '@/lib/queries/agency-locations';
import { CheckList } from './check-list';
import type { SectionProps } from './section-props';

type Reach = 'all' | 'chosen';

/** Which of the agency's locations may talk to the agent: all of them (new ones too), or the ones ticked. */
export function LocationsSection({ values, errors, set, disabled }: SectionProps) {
  const { t } = useTranslation('aiAgents');
  const headingId = useId();
  const reach: Reach = values.allLocations ? 'all' : 'chosen';
  return (
    <FormSection id={headingId} title={t('builder.locations')} description={t('builder.locationsHint')}>
      <RadioCards<Reach>
        legend={t('builder.locationsLegend')}
        legendClassName="mb-2 text-sm font-medium text-ink-800"
        value={reach}
        onChange={(next) => set('allLocations', next === 'all')}
        options={[
          { value: 'all', title: t('builder.allLocations'), hint: t('builder.allLocationsHint') },
          { value: 'chosen', title: t('builder.chosenLocations'), hint: t('builder.chosenLocationsHint') },
        ]}
      />
      {reach === 'chosen' ? <ChosenLocations {...{ values, errors, set, disabled }} /> : null}
    </FormSection>
  );
}

function ChosenLocations({ values, errors, set, disabled }: SectionProps) {
  const { t } = useTranslation('aiAgents');
  const locations = useAgencyLocations();
  if (locations.isPending)
    return (
      <div className="flex justify-center py-6">
        <Spinner />
      </div>
    );
  if (locations.isError)
    return (
      <LoadError
        title={t('builder.locationsFailed')}
        body={t('errors.loadBody')}
        retryLabel={t('actions.retry')}
        onRetry={() => void locations.refetch()}
        retrying={locations.isFetching}
      />
    );
  if (locations.data.length === 0) return <p className="text-sm text-ink-600">{t('builder.noLocations')}</p>;
  return (
    <CheckList
      legend={t('builder.chosenCount', { n: values.locationIds.length, total: locations.data.length })}
      options={locations.data.map((l) => ({ value: l._id, title: l.name }))}
      selected={values.locationIds}
      onChange={(next) => set('locationIds', next)}
      error={errors.locationIds}
      disabled={disabled}
      columns
    />
  );
}
