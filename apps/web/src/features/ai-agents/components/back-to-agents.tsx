import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The way back to the list of agents from the builder and the budgets (the arrow turns in right-to-left). */
export function BackToAgents() {
  const { t } = useTranslation('aiAgents');
  return (
    <Link to="/ai-agents" className="text-sm font-medium text-brand-700 hover:underline">
      <span aria-hidden="true" className="inline-block rtl:rotate-180">
        ←
      </span>{' '}
      {t('builder.back')}
    </Link>
  );
}
