import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { focusRing } from '@/components/ui/focus-ring';
import { Icon } from '@/components/ui/icon';
import type { EducationArea } from '@/features/education/home/utils/education-areas';

/** One link per education area this host offers, with a line on what is there. */
export function EducationTiles({ areas }: { areas: readonly EducationArea[] }) {
  const { t } = useTranslation('education');
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {areas.map((area) => (
        <li key={area.id}>
          <Link
            to={area.path}
            className={`group flex h-full items-start gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink-200 transition hover:shadow-md hover:ring-brand-300 ${focusRing} motion-reduce:transition-none`}
          >
            <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600 transition group-hover:bg-brand-600 group-hover:text-white motion-reduce:transition-none">
              <Icon name={area.icon} className="size-6" />
            </span>
            <span className="min-w-0">
              <span className="block font-semibold text-ink-900">{t(`home.areas.${area.id}.title`)}</span>
              <span className="mt-0.5 block text-sm text-ink-600">{t(`home.areas.${area.id}.body`)}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
