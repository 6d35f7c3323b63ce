import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button-classes';
import { Spinner } from '@/components/ui/spinner';

export function EditorLoading() {
  const { t } = useTranslation('console');
  return (
    <div className="flex justify-center py-24">
      <Spinner size="lg" label={t('loading')} />
    </div>
  );
}

/** A missing app and another partner's app look the same (the server answers 404 for both). */
export function EditorNotFound({ message }: { message: string }) {
  const { t } = useTranslation('console');
  return (
    <div role="alert" className="mx-auto max-w-lg px-4 py-20 text-center">
      <h1 className="text-2xl font-semibold text-ink-900">{t('editor.notFound')}</h1>
      <p className="mt-2 text-ink-600">{message}</p>
      <Link to="/console/apps" className={buttonClasses('secondary', 'md', 'mt-6')}>
        {t('editor.back')}
      </Link>
    </div>
  );
}
