import type { TAppDetail } from '@atrium/contracts/apps';
import { useTranslation } from 'react-i18next';

/** Only http(s) and mailto links leave the page: a `javascript:` address must never become an href. */
const safeHref = (url: string) => (/^(https?:|mailto:)/i.test(url) ? url : null);

/** Where to get help: the developer's website, email, documentation and privacy policy. */
export function AppSupport({ support }: { support: TAppDetail['support'] }) {
  const { t } = useTranslation('marketplace');
  const links = [
    { key: 'website', label: t('support.website'), href: support.website },
    { key: 'email', label: t('support.email'), href: support.email ? `mailto:${support.email}` : null, text: support.email },
    { key: 'docs', label: t('support.docs'), href: support.docsUrl },
    { key: 'privacy', label: t('support.privacy'), href: support.privacyUrl },
  ].flatMap((link) => {
    const href = link.href ? safeHref(link.href) : null;
    return href ? [{ ...link, href }] : [];
  });
  if (links.length === 0) return <p className="text-sm text-ink-500">{t('support.none')}</p>;
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      {links.map((link) => (
        <div key={link.key} className="min-w-0">
          <dt className="text-xs font-medium text-ink-500">{link.label}</dt>
          <dd className="mt-0.5 truncate">
            <a
              href={link.href}
              target={link.key === 'email' ? undefined : '_blank'}
              rel="noopener noreferrer"
              className="text-sm font-medium text-brand-600 hover:text-brand-800 hover:underline"
            >
              {link.text ?? link.href.replace(/^https?:\/\//, '')}
            </a>
          </dd>
        </div>
      ))}
    </dl>
  );
}
