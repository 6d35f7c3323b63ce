import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button-classes';
import { Icon } from '@/components/ui/icon';
import { ApiError } from '@/lib/api-client';

/** The CRM connection answers that block publishing (409s of the CRM issue), each with what to do about it. */
const CRM_CODES = ['crm_not_connected', 'crm_reconnect_needed', 'crm_scope_missing'] as const;
type CrmCode = (typeof CRM_CODES)[number];

export function crmProblemOf(error: unknown): CrmCode | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  return (CRM_CODES as readonly string[]).includes(error.code) ? (error.code as CrmCode) : null;
}

/** Why the CRM cannot be read, and a link to the integrations page where it is fixed. */
export function CrmProblem({ code }: { code: CrmCode }) {
  const { t } = useTranslation('snapshot-manager');
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-5 sm:flex-row sm:items-start"
    >
      <span className="grid size-10 shrink-0 place-items-center rounded-full bg-white text-amber-600 shadow-sm">
        <Icon name="plug" className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <h3 className="font-semibold text-ink-900">{t(`crm.${code}.title`)}</h3>
        <p className="mt-1 text-sm text-ink-700">{t(`crm.${code}.body`)}</p>
        <Link to="/integrations" className={buttonClasses('primary', 'sm', 'mt-3')}>
          {t(`crm.${code}.action`)}
        </Link>
      </div>
    </div>
  );
}
