import { useDeferredValue, useMemo } from 'react';
import { sanitiseHtml } from '@/lib/html';

export interface RichTextProps {
  html: string;
  className?: string;
  /** Renders a deferred copy of `html`, so a live preview of a long text keeps typing smooth. */
  deferred?: boolean;
}

/**
 * HTML through the rich-text allow-list (b, i, em, strong, a, p, br; the server applies the same list on
 * write), styled without the typography plugin. It sanitises here even when the caller already did, so no
 * caller can forget to; sanitising clean HTML again changes nothing.
 */
export function RichText({ html, className = '', deferred = false }: RichTextProps) {
  const deferredHtml = useDeferredValue(html);
  const source = deferred ? deferredHtml : html;
  const clean = useMemo(() => sanitiseHtml(source), [source]);
  return (
    <div
      dir="auto"
      className={`text-sm leading-relaxed break-words text-ink-700 [&_a]:font-medium [&_a]:text-brand-600 [&_a]:underline [&_a:hover]:text-brand-800 [&_p]:mb-3 [&_p:last-child]:mb-0 ${className}`}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised just above to the allow-list.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
