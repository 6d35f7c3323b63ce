import { useTranslation } from 'react-i18next';

export function AppFooter({ boxed }: { boxed: boolean }) {
  const { t } = useTranslation();
  return (
    <footer className="border-t border-ink-200 bg-white/60 print:hidden">
      <div
        className={`flex flex-col gap-1 px-4 py-5 text-sm text-ink-500 sm:flex-row sm:items-center sm:justify-between sm:px-6 ${
          boxed ? 'mx-auto max-w-7xl' : ''
        }`}
      >
        <p>{t('footer.rights', { year: new Date().getFullYear() })}</p>
        <p>{t('footer.tagline')}</p>
      </div>
    </footer>
  );
}
