import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { focusRing } from '@/components/ui/focus-ring';
import { Icon } from '@/components/ui/icon';
import { useCopyLink } from '@/features/education/hooks/use-copy-link';
import { faqAnchor } from '@/features/education/utils/faq-view';

const LINK_PATH = 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1';

/** Copies this page's address with the question's anchor, e.g. `/faq#q-<id>`. */
export function CopyLinkButton({ id }: { id: string }) {
  const { t } = useTranslation('education');
  const { pathname } = useLocation();
  const { state, copy } = useCopyLink();
  const label = state === 'copied' ? t('faq.linkCopied') : state === 'failed' ? t('faq.copyFailed') : t('faq.copyLink');
  return (
    <button
      type="button"
      onClick={() => void copy(`${window.location.origin}${pathname}#${faqAnchor(id)}`)}
      className={`inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-xs font-medium text-ink-500 transition hover:bg-ink-100 hover:text-ink-800 ${focusRing}`}
    >
      {state === 'copied' ? (
        <Icon name="check" className="size-4 text-green-600" />
      ) : (
        <svg
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth={1.75}
          strokeLinecap="round"
          aria-hidden="true"
          className="size-4"
        >
          <path d={LINK_PATH} />
        </svg>
      )}
      {/* Announced when it changes, so screen-reader users hear that the link was copied. */}
      <span aria-live="polite">{label}</span>
    </button>
  );
}
