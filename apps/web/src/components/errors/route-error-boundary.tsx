import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { ChromeIcon as Icon } from '@/components/header/chrome-icons';
import { buttonClasses } from '@/components/ui/button-classes';
import { ChunkLoadError } from '@/lib/chunk-errors';

/**
 * The router's error element. A page chunk that failed to load (usually a new deployment) asks for a
 * reload; anything else gets a calm message with reload and home actions. Details go to the console.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  const chunk = error instanceof ChunkLoadError;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!chunk && !notFound) console.error(error);

  const title = chunk ? t('errors.chunkTitle') : notFound ? t('errors.notFoundTitle') : t('errors.title');
  const message = chunk ? t('errors.chunkMessage') : notFound ? t('errors.notFoundMessage') : t('errors.message');

  return (
    <div role="alert" className="flex min-h-[60vh] items-center justify-center px-4 py-16">
      <div className="w-full max-w-md rounded-2xl border border-ink-200 bg-white p-8 text-center shadow-sm">
        <span className="mx-auto grid size-12 place-items-center rounded-full bg-red-50 text-red-600">
          <Icon name="alert" className="size-6" />
        </span>
        <h1 className="mt-4 text-lg font-semibold text-ink-900">{title}</h1>
        <p className="mt-2 text-sm leading-6 text-ink-600">{message}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          {/* A plain button with the button look keeps the Button component out of the first download. */}
          {notFound ? null : (
            <button type="button" onClick={() => window.location.reload()} className={buttonClasses()}>
              {t('errors.reload')}
            </button>
          )}
          <Link to="/" reloadDocument={chunk} className={buttonClasses('secondary')}>
            {t('errors.home')}
          </Link>
        </div>
      </div>
    </div>
  );
}
