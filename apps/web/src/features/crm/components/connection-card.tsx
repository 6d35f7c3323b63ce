import type { TCrmConnection, TCrmConnectionKind } from '@atrium/contracts/crm';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { type PillTone, StatusPill } from '@/components/ui/status-pill';
import { ScopeList } from './scope-list';
import { useWhen } from './use-when';

export type ConnectionState = 'connected' | 'needs_reconnect' | 'not_connected';

const TONE: Record<ConnectionState, PillTone> = { connected: 'good', needs_reconnect: 'bad', not_connected: 'idle' };

export interface ConnectionCardProps {
  kind: TCrmConnectionKind;
  /** The agency's own connection of this kind, when there is one. */
  connection: TCrmConnection | undefined;
  /** Scopes the CRM app asks for that the consent did not grant (from get_app_setup). */
  missingScopes: readonly string[];
  /** Locations that linked their own account (associate only). */
  locationLinks?: number;
  connecting: boolean;
  onConnect: (kind: TCrmConnectionKind) => void;
  onDisconnect: (connection: TCrmConnection) => void;
  /** More about this connection, below its scopes (CRM sync: last sync and Sync now). */
  children?: ReactNode;
}

/** One of the four connections: what it is for, its state, what it may do, and its actions. */
export function ConnectionCard(props: ConnectionCardProps) {
  const { kind, connection, missingScopes, connecting, onConnect, onDisconnect, children } = props;
  const { t } = useTranslation('crm', { keyPrefix: 'connections' });
  const when = useWhen();
  const state: ConnectionState = connection?.status ?? 'not_connected';
  const headingId = `crm-connection-${kind}`;
  return (
    <section
      aria-labelledby={headingId}
      className={`flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ${
        state === 'needs_reconnect' ? 'ring-red-300' : 'ring-ink-200'
      }`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-ink-900">
          {t(`kinds.${kind}.title`)}
        </h2>
        <StatusPill tone={TONE[state]}>{t(`states.${state}`)}</StatusPill>
      </div>
      <p className="-mt-2 text-sm text-ink-600">{t(`kinds.${kind}.purpose`)}</p>

      {connection ? (
        <>
          <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
            <dt className="text-ink-500">{t('connectedAt')}</dt>
            <dd className="text-ink-800">{when(connection.createdAt)}</dd>
            <dt className="text-ink-500">{t('refreshedAt')}</dt>
            <dd className="text-ink-800">{connection.refreshedAt ? when(connection.refreshedAt) : t('neverRefreshed')}</dd>
            <dt className="text-ink-500">{t('expiresAt')}</dt>
            <dd className="text-ink-800">{when(connection.expiresAt)}</dd>
          </dl>
          {/* Closed unless something is missing: a dozen lines of permissions would bury the actions. */}
          <details open={missingScopes.length > 0} className="group rounded-xl bg-ink-50 px-3 py-2">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-2 rounded text-sm font-semibold text-ink-900 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none">
              {t('scopesTitle')}
              <Icon name="chevronDown" className="size-4 text-ink-500 transition group-open:rotate-180" />
            </summary>
            <div className="mt-2">
              <ScopeList granted={connection.scopes} missing={missingScopes} />
            </div>
          </details>
          {missingScopes.length > 0 ? <p className="text-sm text-amber-800">{t('scopesMissing')}</p> : null}
        </>
      ) : null}
      {props.locationLinks ? <p className="text-sm text-ink-600">{t('locationLinks', { n: props.locationLinks })}</p> : null}
      {children}

      <div className="mt-auto flex flex-wrap gap-2 pt-1">
        {state === 'connected' ? (
          missingScopes.length > 0 ? (
            <Button variant="secondary" loading={connecting} onClick={() => onConnect(kind)}>
              {t('grantScopes')}
            </Button>
          ) : null
        ) : (
          <Button loading={connecting} onClick={() => onConnect(kind)}>
            {state === 'needs_reconnect' ? t('reconnect') : t('connect')}
          </Button>
        )}
        {connection ? (
          <Button variant="ghost" className="text-red-700 hover:bg-red-50" onClick={() => onDisconnect(connection)}>
            {t('disconnect')}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
