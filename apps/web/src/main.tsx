import './styles.css';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { installPreloadErrorHandler } from './lib/chunk-errors';
import { markFirstScreenShownWhenPainted } from './lib/first-screen';
import { initI18n } from './lib/i18n';
import { sessionRefresh } from './lib/session-refresh';
import { siteConfig } from './lib/site-config';
import { captureStartParams } from './lib/start-params';

/** Fades the static loading screen from index.html out over 200 ms (SPEC 9), then removes it. */
function dismissLoadingScreen(): void {
  const screen = document.getElementById('app-loading');
  if (!screen) return;
  screen.style.opacity = '0';
  window.setTimeout(() => screen.remove(), 200);
}

/** The render is a transition: the loading screen goes once React has committed the first screen, not before. */
function LoadingScreenDismisser() {
  useEffect(() => {
    requestAnimationFrame(dismissLoadingScreen);
    // What waits for the first screen (the catalogue's code, the sidebar, the formatters' data) must not delay it.
    markFirstScreenShownWhenPainted(document.getElementById('root') ?? document.body);
  }, []);
  return null;
}

/** If the app cannot start at all, say so on the loading screen (markup in index.html) instead of spinning forever. */
function showStartupError(error: unknown): void {
  console.error('Atrium failed to start', error);
  const screen = document.getElementById('app-loading');
  const message = document.getElementById('app-failed');
  if (!screen || !(message instanceof HTMLTemplateElement)) return;
  screen.replaceChildren(message.content.cloneNode(true));
  screen.querySelector('button')?.addEventListener('click', () => window.location.reload());
}

/** Resolves after `ms`, so a stalled translation request cannot hold the first paint hostage. */
const grace = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

/**
 * Ends the current task: start-up work that would otherwise join one long task (the entry's evaluation, i18next's
 * start, creating the router) runs in tasks of its own, each short enough not to block input (ADR 015).
 */
const nextTask = () => grace(0);

async function start(): Promise<void> {
  captureStartParams();
  installPreloadErrorHandler();
  // The start-up requests need no translations, so they run while the translations load.
  void siteConfig.load();
  void sessionRefresh.load();
  await nextTask();
  // The first paint waits for the common translations (so no keys flash), but not forever:
  // react-i18next re-renders when they arrive late.
  await Promise.race([initI18n().catch((error: unknown) => console.error('Translations failed to load', error)), grace(5000)]);

  const root = document.getElementById('root');
  if (!root) throw new Error('Missing #root element');
  await nextTask();
  const router = createAppRouter();
  await nextTask();
  // A transition lets React render the first screen in slices of a few milliseconds, yielding to the browser
  // between them, instead of one long task that blocks input on a slow phone (ADR 015: total blocking time).
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
          <LoadingScreenDismisser />
        </AppProviders>
      </StrictMode>,
    ),
  );
}

start().catch(showStartupError);
