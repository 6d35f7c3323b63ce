import { sanitiseHtml } from '../../../lib/html';

/**
 * App descriptions and release notes: HTML the server sanitised on write, sanitised again here to the
 * same allow-list (b, i, em, strong, a, p, br) before it reaches the page.
 */
export function RichText({ html, className = '' }: { html: string; className?: string }) {
  return (
    <div
      dir="auto"
      className={`text-sm leading-relaxed break-words text-ink-700 [&_a]:font-medium [&_a]:text-brand-600 [&_a]:underline [&_a:hover]:text-brand-800 [&_p]:mb-3 [&_p:last-child]:mb-0 ${className}`}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitiseHtml output only (the podcast allow-list).
      dangerouslySetInnerHTML={{ __html: sanitiseHtml(html) }}
    />
  );
}
