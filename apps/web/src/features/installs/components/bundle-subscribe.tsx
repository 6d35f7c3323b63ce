import type { TAppSubscription } from '@atrium/contracts/app-billing';
import type { TAppBundle } from '@atrium/contracts/apps';
import type { TInstallTargetInput } from '@atrium/contracts/installs';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { SelectField } from '@/components/forms/select-field';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-classes';
import { Modal } from '@/components/ui/modal';
import { StatusPill } from '@/components/ui/status-pill';
import { useAppSubscriptions, useSubscriptionWrite } from '@/features/installs/api/app-subscriptions';
import { coversTarget } from '@/features/installs/utils/subscription-view';
import { formatDate } from '@/lib/format';
import { useAgencyLocations } from '@/lib/queries/agency-locations';
import { useSession } from '@/lib/session-store';
import { SubscriptionMomentText } from './app-subscriptions';
import { EndChoice, type EndWhen } from './end-choice';
import { ErrorLine } from './install-states';
import { SubscribeDialog } from './subscribe-dialog';

interface BundleSubscribeProps {
  bundle: TAppBundle;
  /** The location a location bundle is for: the store path's, or the one chosen here. */
  locationId: string | null;
  /** The store path names the location: no choosing. */
  locationFixed: boolean;
  onChooseLocation: (locationId: string | null) => void;
}

/**
 * A bundle store's Subscribe (issue 23): one subscription installs every app of the bundle for the agency, or for the
 * location chosen; an active one shows "Subscribed", its renewal and Cancel.
 */
export function BundleSubscribe({ bundle, locationId, locationFixed, onChooseLocation }: BundleSubscribeProps) {
  const { t } = useTranslation('installs');
  const { user } = useSession();
  const { pathname } = useLocation();
  const agencyTeam =
    Boolean(user?.agencyId) && !user?.locationId && (user?.role === 'agency_admin' || user?.role === 'agency_staff');
  const admin = agencyTeam && user?.role === 'agency_admin';
  const forLocation = bundle.audience === 'location';
  const locations = useAgencyLocations(admin && forLocation && !locationFixed);
  const subscriptions = useAppSubscriptions({ bundleSlug: bundle.slug }, agencyTeam);
  const [open, setOpen] = useState<'subscribe' | 'cancel' | null>(null);
  const target: TInstallTargetInput | null = forLocation
    ? locationId
      ? { kind: 'locations', locationIds: [locationId] }
      : null
    : { kind: 'agency' };
  const current = target ? (subscriptions.data ?? []).find((sub) => coversTarget(sub, target)) : undefined;

  if (!user)
    return (
      <Link to={`/login?redirectTo=${encodeURIComponent(pathname)}`} className={buttonClasses('primary', 'lg')}>
        {t('bundle.signIn')}
      </Link>
    );
  if (!agencyTeam) return <p className="text-sm text-ink-600">{t('bundle.agencyOnly')}</p>;

  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:flex-wrap sm:items-end" data-testid="bundle-subscribe">
      {forLocation && !locationFixed && admin ? (
        <SelectField
          label={t('bundle.location')}
          value={locationId ?? ''}
          onChange={(event) => onChooseLocation(event.target.value || null)}
          className="sm:w-72"
        >
          <option value="">{t('bundle.chooseLocation')}</option>
          {(locations.data ?? []).map((location) => (
            <option key={location._id} value={location._id}>
              {location.name}
            </option>
          ))}
        </SelectField>
      ) : null}
      {current ? (
        <div className="flex flex-wrap items-center gap-3">
          <StatusPill tone="good">{t('bundle.subscribed')}</StatusPill>
          <span className="text-sm">
            <SubscriptionMomentText sub={current} />
          </span>
          {admin ? <SubscriptionEnd sub={current} name={bundle.name} open={open === 'cancel'} onOpen={setOpen} /> : null}
        </div>
      ) : admin ? (
        <Button size="lg" onClick={() => setOpen('subscribe')} disabled={!target || subscriptions.isPending}>
          {t('bundle.subscribe')}
        </Button>
      ) : (
        <p className="text-sm text-ink-600">{t('bundle.agencyOnly')}</p>
      )}
      {open === 'subscribe' && target ? (
        <SubscribeDialog
          title={t('bundle.subscribeTitle', { name: bundle.name })}
          purchase={{ bundleSlug: bundle.slug, target }}
          onClose={() => setOpen(null)}
          onDone={() => {
            toast.success(t('toast.bundleSubscribed', { name: bundle.name }));
            setOpen(null);
          }}
        />
      ) : null}
    </div>
  );
}

/** Cancel (at the period's end, or now) or, once cancelling, keep the subscription after all. */
function SubscriptionEnd({
  sub,
  name,
  open,
  onOpen,
}: {
  sub: TAppSubscription;
  name: string;
  open: boolean;
  onOpen: (open: 'cancel' | null) => void;
}) {
  const { t, i18n } = useTranslation('installs');
  const write = useSubscriptionWrite();
  const [when, setWhen] = useState<EndWhen>('period_end');
  const end = sub.currentPeriodEnd ?? sub.trialEndsAt;
  const date = end ? formatDate(end, i18n.language) : '';
  if (sub.cancelAtPeriodEnd)
    return (
      <Button
        variant="secondary"
        size="sm"
        loading={write.isPending}
        onClick={() => write.mutate({ kind: 'resume', id: sub._id }, { onSuccess: () => toast.success(t('toast.resumed')) })}
      >
        {t('paid.resume')}
      </Button>
    );
  const cancel = () =>
    write.mutate(
      { kind: 'cancel', id: sub._id, when },
      {
        onSuccess: () => {
          toast.success(when === 'now' ? t('toast.bundleEnded', { name }) : t('toast.bundleEnding', { name, date }));
          onOpen(null);
        },
      },
    );
  return (
    <>
      <Button variant="ghost" size="sm" className="text-red-700 hover:bg-red-50" onClick={() => onOpen('cancel')}>
        {t('bundle.cancel')}
      </Button>
      <Modal
        open={open}
        onClose={write.isPending ? () => {} : () => onOpen(null)}
        title={t('bundle.cancelTitle', { name })}
        size="md"
        footer={
          <>
            <Button variant="secondary" onClick={() => onOpen(null)} disabled={write.isPending}>
              {t('bundle.keep')}
            </Button>
            <Button variant="danger" onClick={cancel} loading={write.isPending}>
              {when === 'now' ? t('paid.endNow') : t('paid.cancelAtEnd')}
            </Button>
          </>
        }
      >
        <div className="space-y-4">
          {end ? <EndChoice date={date} value={when} onChange={setWhen} /> : null}
          <ErrorLine error={write.error} />
        </div>
      </Modal>
    </>
  );
}
