import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/forms/select-field';
import { Field } from '@/components/ui/field';
import { focusRing } from '@/components/ui/focus-ring';
import {
  type FilterChoice,
  useAgentChoices,
  useLocationChoices,
  useUserChoices,
} from '@/features/ai-conversations/api/get-filter-choices';
import { type ConversationFilter, isFiltered, RATINGS } from '@/features/ai-conversations/utils/filter-params';

type ChoiceKey = 'locationId' | 'userId' | 'agentId';

/** Location, person, agent, rating and a range of days; each change goes to the address at once. */
export function ConversationFilters({
  filter,
  onChange,
  onClear,
}: {
  filter: ConversationFilter;
  onChange: (next: Partial<ConversationFilter>) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation('aiConversations');
  const choices: Record<ChoiceKey, ReturnType<typeof useLocationChoices>> = {
    locationId: useLocationChoices(),
    userId: useUserChoices(),
    agentId: useAgentChoices(),
  };

  return (
    <fieldset className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink-200">
      <legend className="sr-only">{t('filters.label')}</legend>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-6">
        {(['locationId', 'userId', 'agentId'] as const).map((key) => (
          <ChoiceSelect
            key={key}
            label={t(`filters.${key}`)}
            anyLabel={t(`filters.any.${key}`)}
            unavailable={t('filters.unavailable')}
            value={filter[key]}
            query={choices[key]}
            onChange={(value) => onChange({ [key]: value })}
          />
        ))}
        <SelectField
          label={t('filters.rating')}
          value={filter.rating ?? ''}
          onChange={(e) => onChange({ rating: (e.target.value || undefined) as ConversationFilter['rating'] })}
        >
          <option value="">{t('filters.any.rating')}</option>
          {RATINGS.map((rating) => (
            <option key={rating} value={rating}>
              {t(`rating.${rating}`)}
            </option>
          ))}
        </SelectField>
        {(['from', 'to'] as const).map((key) => (
          <Field
            key={key}
            type="date"
            name={key}
            label={t(`filters.${key}`)}
            value={filter[key] ?? ''}
            // The range cannot end before it starts.
            {...(key === 'from' ? { max: filter.to } : { min: filter.from })}
            onChange={(e) => onChange({ [key]: e.target.value || undefined })}
          />
        ))}
      </div>
      {isFiltered(filter) ? (
        <button
          type="button"
          onClick={onClear}
          className={`mt-3 rounded-lg px-3 py-2 text-sm font-medium text-brand-700 hover:bg-brand-50 ${focusRing}`}
        >
          {t('filters.clear')}
        </button>
      ) : null}
    </fieldset>
  );
}

/**
 * One filter whose choices come from the server. A chosen id the list no longer holds stays selectable (its name
 * unknown), so the address and the field never disagree; a failed list says so and leaves "any".
 */
function ChoiceSelect({
  label,
  anyLabel,
  unavailable,
  value,
  query,
  onChange,
}: {
  label: string;
  anyLabel: string;
  unavailable: string;
  value: string | undefined;
  query: { data?: FilterChoice[]; isError: boolean };
  onChange: (value: string | undefined) => void;
}) {
  const { t } = useTranslation('aiConversations');
  const options = query.data ?? [];
  const missing = value && query.data && !options.some((o) => o._id === value);
  return (
    <SelectField
      label={label}
      value={value ?? ''}
      error={query.isError ? unavailable : null}
      aria-busy={!query.data && !query.isError}
      onChange={(e) => onChange(e.target.value || undefined)}
    >
      <option value="">{anyLabel}</option>
      {missing ? <option value={value}>{t('filters.unknownChoice')}</option> : null}
      {!query.data && value ? <option value={value}>{t('filters.loadingChoice')}</option> : null}
      {options.map((o) => (
        <option key={o._id} value={o._id}>
          {o.name}
        </option>
      ))}
    </SelectField>
  );
}
