/**
 * Renders HTML that has ALREADY been through sanitiseHtml (the podcast allow-list), styled without the
 * typography plugin.
 */
export function RichText({ html }: { html: string }) {
  return (
    <div
      dir="auto"
      className="text-sm leading-relaxed break-words text-ink-700 [&_a]:font-medium [&_a]:text-brand-600 [&_a]:underline [&_a:hover]:text-brand-800 [&_p]:mb-3 [&_p:last-child]:mb-0"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: callers pass sanitiseHtml output only (b, i, em, strong, a, p, br).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
