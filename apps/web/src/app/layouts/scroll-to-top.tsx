import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { focusRingOffset } from '@/components/ui/focus-ring';
import { Icon } from '@/components/ui/icon';

/** Appears once the page is scrolled more than 50 px (SPEC 2). */
export const SCROLL_THRESHOLD = 50;

export function ScrollToTop() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    // Not read on mount: reading scrollY then forces a style and layout pass of the whole new page inside the
    // first commit, one long task on a slow phone (ADR 015). A page restored to a scrolled position gets a scroll
    // event, and a fresh page starts at the top.
    const onScroll = () => setVisible(window.scrollY > SCROLL_THRESHOLD);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  if (!visible) return null;
  return (
    <button
      type="button"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      aria-label={t('common.scrollTop')}
      className={`fixed end-5 bottom-5 z-30 grid print:hidden size-11 place-items-center rounded-full bg-brand-600 text-white shadow-lg shadow-brand-900/20 transition hover:-translate-y-0.5 hover:bg-brand-700 ${focusRingOffset}`}
    >
      <Icon name="arrowUp" />
    </button>
  );
}
