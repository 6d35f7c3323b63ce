import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { installPreloadErrorHandler } from './lib/chunk-errors';
import { initI18n } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { captureStartParams } from './lib/start-params';

/** Fades the static loading screen from index.html out over 200 ms (SPEC 9), then removes it. */
function dismissLoadingScreen(): void {
  const screen = document.getElementById('app-loading');
  if (!screen) return;
  screen.style.opacity = '0';
  window.setTimeout(() => screen.remove(), 200);
}

/** If the app cannot start at all, say so on the loading screen instead of spinning forever. */
function showStartupError(error: unknown): void {
  console.error('Atrium failed to start', error);
  const screen = document.getElementById('app-loading');
  if (!screen) return;
  screen.innerHTML =
    '<div style="text-align:center;font-family:system-ui,sans-serif;color:#334155;max-width:22rem;padding:1rem">' +
    '<p style="font-weight:600;color:#0f172a;margin:0 0 .5rem">Atrium could not start</p>' +
    '<p style="margin:0 0 1rem;font-size:14px">Check your connection and reload the page.</p>' +
    '<button type="button" style="background:#2545eb;color:#fff;border:0;border-radius:8px;padding:.6rem 1.2rem;font-weight:600;cursor:pointer">Reload</button></div>';
  screen.querySelector('button')?.addEventListener('click', () => window.location.reload());
}

/** Resolves after `ms`, so a stalled translation request cannot hold the first paint hostage. */
const grace = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

async function start(): Promise<void> {
  captureStartParams();
  installPreloadErrorHandler();
  // The first paint waits for the common translations (so no keys flash), but not forever:
  // react-i18next re-renders when they arrive late.
  await Promise.race([initI18n().catch((error: unknown) => console.error('Translations failed to load', error)), grace(5000)]);

  const root = document.getElementById('root');
  if (!root) throw new Error('Missing #root element');
  createRoot(root).render(
    <StrictMode>
      <AppProviders queryClient={createQueryClient()}>
        <RouterProvider router={createAppRouter()} />
      </AppProviders>
    </StrictMode>,
  );
  requestAnimationFrame(dismissLoadingScreen);
}

start().catch(showStartupError);
