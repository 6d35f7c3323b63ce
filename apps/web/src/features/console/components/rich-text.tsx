import { useDeferredValue, useMemo } from 'react';
import { sanitiseHtml } from '../../../lib/html';

/**
 * HTML through the rich-text allow-list (b, i, em, strong, a, p, br; the server applies the same list on
 * write), so what shows here is exactly what the app page will show.
 */
export function RichText({ html, className = '' }: { html: string; className?: string }) {
  // Deferred so a long description keeps typing smooth while the preview catches up.
  const deferred = useDeferredValue(html);
  const clean = useMemo(() => sanitiseHtml(deferred), [deferred]);
  return (
    <div
      dir="auto"
      className={`text-sm leading-relaxed break-words text-ink-700 [&_a]:font-medium [&_a]:text-brand-600 [&_a]:underline [&_a:hover]:text-brand-800 [&_p]:mb-3 [&_p:last-child]:mb-0 ${className}`}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised just above to the allow-list.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
