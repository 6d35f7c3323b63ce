import type { TLocation } from '@atrium/contracts/installs';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { type HidesApi, useSetVisibility, useVisibility } from '@/features/education/api/visibility';
import { useAgencyLocations } from '@/lib/queries/agency-locations';
import { IsolatedText } from './isolated-text';

/**
 * What a hide covers, for the dialog's intro: one item, or a category or list with everything in it
 * (the server hides a category's items with it). `question` and `faqCategory` are the FAQ page's wording.
 */
export type VisibilityScope = 'item' | 'question' | 'category' | 'faqCategory' | 'list';

const INTRO: Record<VisibilityScope, string> = {
  item: 'visibility.itemIntro',
  question: 'visibility.questionIntro',
  category: 'visibility.contentsIntro',
  faqCategory: 'visibility.categoryIntro',
  list: 'visibility.listIntro',
};

/** Which row of which group: `api` is the group's visibility endpoints (`educationGroups.faqs.hides`). */
export interface VisibilityTarget {
  api: HidesApi;
  id: string;
  /** The item's title, for the button's accessible name and the dialog's title. */
  name: string;
  scope: VisibilityScope;
}

export interface VisibilityDialogProps extends VisibilityTarget {
  onClose: () => void;
}

/**
 * Checked = the location sees the item; saving sends the unchecked ones as the new `hiddenFrom`. The dialog
 * loads the item's current set itself (it is mounted only while open), so a list need not ask for every row.
 */
export function VisibilityDialog({ api, id, name, scope, onClose }: VisibilityDialogProps) {
  const { t } = useTranslation('education');
  const locations = useAgencyLocations();
  const hidden = useVisibility(api, id, true);
  const save = useSetVisibility(api, id);
  const hiddenFrom = hidden.data;
  // The checkboxes wait for the current set, so a save never drops an existing hide.
  const ready = locations.data !== undefined && hiddenFrom !== undefined;
  const failed = locations.isError || (hidden.isError && hiddenFrom === undefined);

  const submit = (next: string[]) => save.mutate(next, { onSuccess: onClose });
  const retry = () => {
    if (locations.isError) void locations.refetch();
    if (hidden.isError) void hidden.refetch();
  };

  return (
    <Modal
      open
      onClose={save.isPending ? () => {} : onClose}
      title={<IsolatedText i18nKey="visibility.title" name="name" value={name} />}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
            {t('visibility.cancel')}
          </Button>
          <Button type="submit" form={`visibility-${id}`} loading={save.isPending} disabled={!ready}>
            {save.isPending ? t('visibility.saving') : t('visibility.save')}
          </Button>
        </>
      }
    >
      <p className="text-sm text-ink-600">{t(INTRO[scope])}</p>
      {failed ? (
        <div
          role="alert"
          className="mt-4 flex items-center justify-between gap-3 rounded-lg bg-red-50 px-4 py-3 text-sm text-red-700"
        >
          {t('visibility.loadFailed')}
          <Button size="sm" variant="secondary" onClick={retry}>
            {t('faq.error.retry')}
          </Button>
        </div>
      ) : !ready ? (
        <div className="flex justify-center py-8">
          <Spinner label={t('visibility.loading')} />
        </div>
      ) : (
        <LocationForm formId={`visibility-${id}`} locations={locations.data} hiddenFrom={hiddenFrom} onSubmit={submit} />
      )}
      {save.isError ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-700">
          {t('visibility.saveFailed', { message: save.error.message })}
        </p>
      ) : null}
    </Modal>
  );
}

interface LocationFormProps {
  formId: string;
  locations: TLocation[];
  hiddenFrom: string[];
  onSubmit: (hiddenFrom: string[]) => void;
}

function LocationForm({ formId, locations, hiddenFrom, onSubmit }: LocationFormProps) {
  const { t } = useTranslation('education');
  const legendId = useId();
  const [visible, setVisible] = useState(() => new Set(locations.filter((l) => !hiddenFrom.includes(l._id)).map((l) => l._id)));
  if (locations.length === 0) return <p className="mt-4 text-sm text-ink-500 italic">{t('visibility.noLocations')}</p>;

  const toggle = (locationId: string) =>
    setVisible((prev) => {
      const next = new Set(prev);
      if (next.has(locationId)) next.delete(locationId);
      else next.add(locationId);
      return next;
    });
  const allVisible = visible.size === locations.length;

  return (
    <form
      id={formId}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit(locations.filter((l) => !visible.has(l._id)).map((l) => l._id));
      }}
    >
      <fieldset aria-labelledby={legendId} className="mt-4 rounded-xl border border-ink-200">
        <div className="flex items-center justify-between gap-3 border-b border-ink-200 bg-ink-50 px-4 py-2.5">
          <span id={legendId} className="text-sm font-semibold text-ink-800">
            {t('visibility.locationsLabel')}
          </span>
          <span className="text-xs text-ink-500 tabular-nums">
            {t('visibility.summary', { visible: visible.size, total: locations.length })}
          </span>
        </div>
        <label className="flex cursor-pointer items-center gap-3 border-b border-ink-100 px-4 py-2.5 text-sm font-medium text-ink-800 hover:bg-ink-50">
          <input
            type="checkbox"
            checked={allVisible}
            onChange={() => setVisible(allVisible ? new Set() : new Set(locations.map((l) => l._id)))}
            className="size-4 rounded border-ink-300 accent-brand-600"
          />
          {t('visibility.allLocations')}
        </label>
        <ul className="max-h-72 overflow-y-auto">
          {locations.map((location) => (
            <li key={location._id}>
              <label className="flex cursor-pointer items-center gap-3 px-4 py-2.5 text-sm text-ink-700 hover:bg-ink-50">
                <input
                  type="checkbox"
                  checked={visible.has(location._id)}
                  onChange={() => toggle(location._id)}
                  className="size-4 rounded border-ink-300 accent-brand-600"
                />
                <span dir="auto">{location.name}</span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
    </form>
  );
}
