import {
  NOTIFICATION_CHANNELS,
  type TNotificationChannel,
  type TNotificationKind,
  type TNotificationPreference,
} from '@atrium/contracts/notifications';
import { type FormEvent, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/state-card';
import { usePreferences, useSavePreferences } from '@/features/notifications/api/preferences';
import { NotificationKindIcon } from './notification-kind-icon';

export interface NotificationSettingsProps {
  /** The kinds to offer (those the person's role can receive), in this order. */
  kinds: readonly TNotificationKind[];
}

type Choices = Partial<Record<TNotificationKind, TNotificationChannel>>;

const choicesOf = (list: TNotificationPreference[] | undefined): Choices =>
  Object.fromEntries((list ?? []).map((p) => [p.kind, p.channel]));

/** One choice per kind: in the app (live, under the bell), by e-mail, or off; saved together with a toast. */
export function NotificationSettings({ kinds }: NotificationSettingsProps) {
  const { t } = useTranslation('updates');
  const formId = useId();
  const preferences = usePreferences();
  const save = useSavePreferences();
  const saved = choicesOf(preferences.data);
  // Only what the person changed and has not saved; every other kind shows the server's answer.
  const [draft, setDraft] = useState<Choices>({});

  if (preferences.isPending) {
    return (
      <div role="status" className="space-y-3">
        <span className="sr-only">{t('notificationSettings.loading')}</span>
        {kinds.map((kind) => (
          <div key={kind} aria-hidden="true" className="h-24 animate-pulse rounded-2xl bg-ink-100" />
        ))}
      </div>
    );
  }
  if (preferences.isError) {
    return (
      <LoadError
        title={t('notificationSettings.loadError.title')}
        body={t('notificationSettings.loadError.body')}
        retryLabel={t('notificationSettings.loadError.retry')}
        onRetry={() => void preferences.refetch()}
        retrying={preferences.isFetching}
      />
    );
  }

  const changed = kinds.filter((kind) => draft[kind] && draft[kind] !== saved[kind]);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (changed.length === 0) return;
    save.mutate(
      changed.map((kind) => ({ kind, channel: draft[kind]! })),
      {
        // The saved answer is in the cache by now (useSavePreferences), so the choices show it without a flash.
        onSuccess: () => {
          setDraft({});
          toast.success(t('notificationSettings.saved'));
        },
        onError: () => toast.error(t('notificationSettings.saveError')),
      },
    );
  };

  return (
    <form id={formId} onSubmit={onSubmit} noValidate>
      <ul className="divide-y divide-ink-100 overflow-hidden rounded-2xl border border-ink-200 bg-white shadow-sm">
        {kinds.map((kind) => (
          <li key={kind}>
            <KindChoice
              kind={kind}
              value={draft[kind] ?? saved[kind] ?? 'in_app'}
              disabled={save.isPending}
              onChange={(channel) => setDraft((current) => ({ ...current, [kind]: channel }))}
            />
          </li>
        ))}
      </ul>
      <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
        <p className="text-sm text-ink-600 sm:me-auto" aria-live="polite">
          {changed.length > 0 ? t('notificationSettings.unsaved', { count: changed.length }) : t('notificationSettings.allSaved')}
        </p>
        {changed.length > 0 ? (
          <Button variant="ghost" onClick={() => setDraft({})} disabled={save.isPending}>
            {t('notificationSettings.discard')}
          </Button>
        ) : null}
        <Button type="submit" loading={save.isPending} disabled={changed.length === 0}>
          {save.isPending ? t('notificationSettings.saving') : t('notificationSettings.save')}
        </Button>
      </div>
    </form>
  );
}

interface KindChoiceProps {
  kind: TNotificationKind;
  value: TNotificationChannel;
  disabled: boolean;
  onChange: (channel: TNotificationChannel) => void;
}

/** A kind and its three channels as a radio group (arrow keys move between them, as native radios do). */
function KindChoice({ kind, value, disabled, onChange }: KindChoiceProps) {
  const { t } = useTranslation('updates');
  const name = useId();
  const titleId = useId();
  const hintId = useId();
  return (
    <div className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:gap-6 sm:px-5">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <NotificationKindIcon kind={kind} unread />
        <div className="min-w-0">
          <h2 id={titleId} className="text-sm font-semibold text-ink-900">
            {t(`notificationSettings.kinds.${kind}.title`)}
          </h2>
          <p id={hintId} className="mt-0.5 text-sm text-ink-600">
            {t(`notificationSettings.kinds.${kind}.hint`)}
          </p>
        </div>
      </div>
      <div
        role="radiogroup"
        aria-labelledby={titleId}
        aria-describedby={hintId}
        className="grid shrink-0 grid-cols-3 gap-1 rounded-xl bg-ink-100 p-1"
      >
        {NOTIFICATION_CHANNELS.map((channel) => (
          <label
            key={channel}
            className="relative flex cursor-pointer items-center justify-center rounded-lg px-3 py-1.5 text-center text-sm font-medium text-ink-700 transition-colors select-none hover:text-ink-900 has-checked:bg-white has-checked:text-ink-900 has-checked:shadow-sm has-focus-visible:ring-2 has-focus-visible:ring-brand-500 has-disabled:cursor-not-allowed has-disabled:opacity-60"
          >
            <input
              type="radio"
              name={name}
              value={channel}
              checked={value === channel}
              disabled={disabled}
              onChange={() => onChange(channel)}
              className="sr-only"
            />
            {t(`notificationSettings.channels.${channel}`)}
          </label>
        ))}
      </div>
    </div>
  );
}
