import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { focusRing } from '@/components/ui/focus-ring';
import { Icon, type IconName } from '@/components/ui/icon';
import { useGroupCount } from '@/features/education/authoring/api/get-group-count';
import { CONSOLE_PATH } from '@/features/education/authoring/components/authoring-page';
import type { AuthoringGroup } from '@/features/education/authoring/descriptor/group-descriptor';
import { formatNumber } from '@/lib/format';

const ROW = `flex min-h-12 items-center gap-3 rounded-lg px-3 py-2 text-sm text-ink-800 transition hover:bg-brand-50 hover:text-brand-800 ${focusRing}`;

/** A link to one section of the console, with an optional count at the end. */
export function SectionLink({ to, icon, label, count }: { to: string; icon: IconName; label: string; count?: string }) {
  return (
    <Link to={to} className={ROW}>
      <Icon name={icon} className="size-5 shrink-0 text-ink-400" />
      <span className="min-w-0 flex-1 font-medium">{label}</span>
      {count !== undefined ? (
        <span className="rounded-full bg-ink-100 px-2 py-0.5 text-xs font-semibold text-ink-700 tabular-nums">{count}</span>
      ) : null}
      <span aria-hidden="true" className="text-ink-300 rtl:rotate-180">
        ›
      </span>
    </Link>
  );
}

/** A group's link on the index, with how many items this writer reads. */
export function GroupLink({ group }: { group: AuthoringGroup }) {
  const { t, i18n } = useTranslation('authoring');
  const count = useGroupCount(group);
  const shown = group.singleton
    ? undefined
    : count.data !== undefined
      ? formatNumber(count.data, i18n.language)
      : count.isError
        ? '—'
        : '…';
  return (
    <SectionLink to={`${CONSOLE_PATH}/${group.key}`} icon={group.icon} label={t(`groups.${group.key}.title`)} count={shown} />
  );
}
