import { useMemo } from 'react';
import { markdownToHtml } from '@/lib/markdown';

/** An answer's Markdown, escaped and sanitised by lib/markdown.ts, styled without the typography plugin. */
export function ChatMarkdown({ text, className = '' }: { text: string; className?: string }) {
  const html = useMemo(() => markdownToHtml(text), [text]);
  return (
    <div
      dir="auto"
      className={`text-sm leading-relaxed break-words [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a:hover]:text-brand-900 [&_blockquote]:my-2 [&_blockquote]:border-s-4 [&_blockquote]:border-brand-200 [&_blockquote]:ps-3 [&_blockquote]:text-ink-700 [&_code]:rounded [&_code]:bg-ink-100 [&_code]:px-1 [&_code]:text-[0.85em] [&_li]:my-0.5 [&_ol]:my-2 [&_ol]:list-decimal [&_ol]:ps-5 [&_p]:my-2 [&_p:first-child]:mt-0 [&_p:last-child]:mb-0 [&_pre]:my-2 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-ink-100 [&_pre]:p-3 [&_ul]:my-2 [&_ul]:list-disc [&_ul]:ps-5 ${className}`}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped, then sanitised to the Markdown allow-list.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
