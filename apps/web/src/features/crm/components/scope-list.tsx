import { useTranslation } from 'react-i18next';
import { groupScopes, type ScopeAccess, type ScopeGroup } from '@/features/crm/utils/scope-words';

const accessKey = (access: ScopeAccess[]) => (access.length === 2 ? 'readWrite' : (access[0] ?? 'read'));
const areaKey = (group: ScopeGroup) => (group.area ?? '').replace(/[/-]/g, '_');

/**
 * What a connection may do in the CRM, in plain words ("Contacts: see and change"); scopes the consent left out are
 * flagged beside their area, since the features that need them will fail until the connection is made again.
 */
export function ScopeList({ granted, missing = [] }: { granted: readonly string[]; missing?: readonly string[] }) {
  const { t } = useTranslation('crm', { keyPrefix: 'scopes' });
  const groups = groupScopes(granted, missing);
  if (groups.length === 0) return <p className="text-sm text-ink-500">{t('none')}</p>;
  return (
    <ul className="flex flex-col gap-1.5 text-sm">
      {groups.map((group) => (
        <li key={group.code} className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5">
          <span className="font-medium text-ink-800">
            {group.area ? t(`areas.${areaKey(group)}`) : <code dir="ltr">{group.code}</code>}
          </span>
          {group.access.length > 0 ? <span className="text-ink-600">{t(`access.${accessKey(group.access)}`)}</span> : null}
          {group.missing.length > 0 ? (
            <span className="rounded bg-amber-50 px-1.5 text-xs font-medium text-amber-800 ring-1 ring-amber-200">
              {t('missing', { access: t(`access.${accessKey(group.missing)}`) })}
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
