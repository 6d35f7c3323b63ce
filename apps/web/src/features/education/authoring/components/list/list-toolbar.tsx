import type { TContentOwner } from '@atrium/contracts/content';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/forms/select-field';
import { Icon } from '@/components/ui/icon';
import type { AuthoringGroup } from '@/features/education/authoring/descriptor/group-descriptor';
import { hasStatus } from '@/features/education/authoring/descriptor/group-descriptor';
import { ALL, type ListFilters } from '@/features/education/authoring/utils/list-view';

export interface ParentOption {
  id: string;
  label: string;
}

export interface ListToolbarProps {
  group: AuthoringGroup;
  filters: ListFilters;
  parents: readonly ParentOption[];
  /** The owners the owner filter offers (those whose items this viewer's list can hold). */
  owners: readonly TContentOwner[];
  onChange: (next: Partial<ListFilters>) => void;
}

/** Search, and the filters by parent (category or list), status and owner. */
export function ListToolbar({ group, filters, parents, owners, onChange }: ListToolbarProps) {
  const { t } = useTranslation('authoring');
  const parentField = group.parent ? group.fields.find((f) => f.name === group.parent?.field) : undefined;
  return (
    <div className="mb-5 grid gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink-200 sm:grid-cols-2 lg:grid-cols-4">
      <div>
        <label htmlFor="authoring-search" className="mb-1.5 block text-sm font-medium text-ink-800">
          {t('list.search')}
        </label>
        <div className="relative">
          <Icon name="search" className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-ink-400" />
          <input
            id="authoring-search"
            type="search"
            value={filters.q}
            onChange={(e) => onChange({ q: e.target.value })}
            placeholder={t('list.searchPlaceholder')}
            className="block h-11 w-full rounded-lg border border-ink-200 bg-white ps-9 pe-3 text-sm text-ink-900 shadow-sm placeholder:text-ink-400 hover:border-ink-300 focus:border-brand-500 focus:ring-2 focus:ring-brand-100 focus:outline-none"
          />
        </div>
      </div>
      {parentField ? (
        <SelectField
          label={t(`fields.${parentField.label ?? parentField.name}`)}
          value={filters.parentId}
          onChange={(e) => onChange({ parentId: e.target.value })}
        >
          <option value={ALL}>{t('list.all')}</option>
          {parents.map((p) => (
            <option key={p.id} value={p.id}>
              {p.label}
            </option>
          ))}
        </SelectField>
      ) : null}
      {hasStatus(group) ? (
        <SelectField label={t('fields.status')} value={filters.status} onChange={(e) => onChange({ status: e.target.value })}>
          <option value={ALL}>{t('list.all')}</option>
          <option value="draft">{t('status.draft')}</option>
          <option value="published">{t('status.published')}</option>
        </SelectField>
      ) : null}
      <SelectField label={t('list.owner')} value={filters.owner} onChange={(e) => onChange({ owner: e.target.value })}>
        <option value={ALL}>{t('list.all')}</option>
        {owners.map((owner) => (
          <option key={owner} value={owner}>
            {t(`owner.${owner}`)}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
