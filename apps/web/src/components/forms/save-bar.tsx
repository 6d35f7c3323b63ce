import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

export interface SaveBarProps {
  dirty: boolean;
  saving: boolean;
  onDiscard?: () => void;
  submitLabel: string;
  formId: string;
  /** Shown instead of the status text, e.g. that a new app is not saved yet. */
  note?: ReactNode;
  disabled?: boolean;
  /** The caller's namespace, which holds `editor.saving`, `editor.unsaved`, `editor.allSaved` and `editor.discard`. */
  ns: string;
}

/** The bar under a form: whether there are unsaved changes, and the save button (sticky on long forms). */
export function SaveBar({ dirty, saving, onDiscard, submitLabel, formId, note, disabled, ns }: SaveBarProps) {
  const { t } = useTranslation(ns);
  return (
    // Sticky only while there is something to save, so a saved form does not keep covering content. On phones
    // the sticky bar keeps its end clear for the scroll-to-top button, which would otherwise cover the save button.
    <div
      className={`bottom-3 z-10 mt-6 flex flex-col gap-3 rounded-2xl px-5 py-4 ring-1 sm:flex-row sm:items-center ${
        dirty || saving
          ? 'sticky bg-white/95 shadow-lg ring-amber-200 backdrop-blur max-sm:pe-16'
          : 'bg-white shadow-sm ring-ink-200'
      }`}
    >
      <p className="flex flex-1 items-center gap-2 text-sm" aria-live="polite">
        {note ??
          (saving ? (
            <span className="text-ink-600">{t('editor.saving')}</span>
          ) : dirty ? (
            <>
              <span aria-hidden="true" className="size-2 rounded-full bg-amber-500" />
              <span className="font-medium text-amber-800">{t('editor.unsaved')}</span>
            </>
          ) : (
            <>
              <span aria-hidden="true" className="size-2 rounded-full bg-emerald-500" />
              <span className="text-ink-600">{t('editor.allSaved')}</span>
            </>
          ))}
      </p>
      <div className="flex gap-2">
        {onDiscard && dirty ? (
          <Button variant="ghost" onClick={onDiscard} disabled={saving}>
            {t('editor.discard')}
          </Button>
        ) : null}
        <Button type="submit" form={formId} loading={saving} disabled={disabled} className="flex-1 sm:flex-none">
          {saving ? t('editor.saving') : submitLabel}
        </Button>
      </div>
    </div>
  );
}
