import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/forms/select-field';
import { Field } from '@/components/ui/field';
import { type AppOption, useAppOptions } from '@/lib/queries/app-options';
import { useDebouncedValue } from '@/lib/use-debounced-value';

export interface RoadmapChoiceProps {
  /** 'platform' or an app id; '' while none is chosen. */
  value: string;
  onChange: (roadmap: string, app: AppOption | null) => void;
  /** Only the super admin writes the platform's changelog. */
  allowPlatform: boolean;
  /** The app already chosen, kept in the list while a search leaves it out. */
  chosenApp: AppOption | null;
  error?: string | null;
}

/** Which roadmap a new entry belongs to: the platform's or one of the apps I manage (searchable). */
export function RoadmapChoice({ value, onChange, allowPlatform, chosenApp, error }: RoadmapChoiceProps) {
  const { t } = useTranslation('updates');
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search, 300);
  const apps = useAppOptions({ scope: 'managed', q });
  const options = apps.data ?? [];
  const listed = chosenApp && !options.some((app) => app._id === chosenApp._id) ? [chosenApp, ...options] : options;

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        label={t('editor.roadmap')}
        name="roadmap"
        value={value}
        error={error}
        hint={apps.isError ? t('editor.appsError') : t('editor.roadmapHint')}
        onChange={(event) => {
          const id = event.target.value;
          onChange(id, listed.find((app) => app._id === id) ?? null);
        }}
      >
        {value === '' ? <option value="">{t('editor.chooseRoadmap')}</option> : null}
        {allowPlatform ? <option value="platform">{t('changelogs.filter.platform')}</option> : null}
        {listed.map((app) => (
          <option key={app._id} value={app._id}>
            {app.name}
          </option>
        ))}
      </SelectField>
      <Field
        label={t('editor.findApp')}
        name="app-search"
        type="search"
        value={search}
        autoComplete="off"
        onChange={(event) => setSearch(event.target.value)}
        placeholder={t('editor.findAppPlaceholder')}
      />
    </div>
  );
}
