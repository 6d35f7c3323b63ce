import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { focusRing } from '@/components/ui/focus-ring';
import { Icon } from '@/components/ui/icon';
import { useSupportScope } from './support-scope';

/** Back to the list, keeping the reading direction's arrow. */
export function BackLink() {
  const { t } = useTranslation('support');
  const { base } = useSupportScope();
  return (
    <Link
      to={base}
      className={`inline-flex items-center gap-1.5 rounded text-sm font-medium text-brand-700 hover:text-brand-900 ${focusRing}`}
    >
      {/* The arrow points back: flipped here, and flipped again by the icon itself in right-to-left layouts. */}
      <span aria-hidden="true" className="inline-flex -scale-x-100">
        <Icon name="arrowEnd" className="size-4" />
      </span>
      {t('detail.back')}
    </Link>
  );
}
