import { educationGroups } from '@atrium/contracts/education-groups';
import type { TFaq } from '@atrium/contracts/faqs';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { focusRing } from '@/components/ui/focus-ring';
import { Icon } from '@/components/ui/icon';
import { RichText } from '@/components/ui/rich-text';
import { faqAnchor } from '@/features/education/utils/faq-view';
import { CopyLinkButton } from './copy-link-button';
import { VisibilityControls } from './visibility-controls';

export interface FaqItemProps {
  faq: TFaq;
  open: boolean;
  onToggle: (id: string) => void;
  /** Shows the "Visible to" control (agency admins). */
  canHide: boolean;
}

/**
 * One question as a disclosure: the question is a button (Enter/Space) that shows or hides its answer. The
 * answer is no landmark region: thirty of them would crowd the landmarks list (the WAI pattern allows that).
 */
export function FaqItem({ faq, open, onToggle, canHide }: FaqItemProps) {
  const { t } = useTranslation('education');
  const buttonId = useId();
  const panelId = useId();
  return (
    <li id={faqAnchor(faq._id)} className="scroll-mt-24">
      <div
        className={`overflow-hidden rounded-xl bg-white ring-1 transition ${open ? 'shadow-md ring-brand-200' : 'shadow-sm ring-ink-200 hover:ring-ink-300'}`}
      >
        <h3>
          <button
            id={buttonId}
            type="button"
            data-faq-toggle=""
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => onToggle(faq._id)}
            className={`flex w-full items-start gap-3 px-5 py-4 text-start focus-visible:bg-brand-50/60 ${focusRing} focus-visible:ring-inset`}
          >
            <span dir="auto" className="min-w-0 flex-1 text-base leading-snug font-medium text-ink-900">
              {faq.question}
            </span>
            {faq.status === 'draft' ? (
              <span className="shrink-0 rounded-full bg-ink-100 px-2 py-0.5 text-xs font-medium text-ink-600">
                {t('faq.draft')}
              </span>
            ) : null}
            <Icon
              name="chevronDown"
              className={`mt-0.5 size-5 shrink-0 text-ink-400 transition-transform motion-reduce:transition-none ${open ? 'rotate-180 text-brand-600' : ''}`}
            />
          </button>
        </h3>
        {canHide ? (
          <div className="-mt-1 px-5 pb-3">
            <VisibilityControls api={educationGroups.faqs.hides} scope="question" id={faq._id} name={faq.question} />
          </div>
        ) : null}
        <div id={panelId} hidden={!open} className="border-t border-ink-100 px-5 pt-4 pb-3">
          <RichText html={faq.answer} className="text-[0.9375rem]" />
          <div className="mt-3 flex justify-end">
            <CopyLinkButton id={faq._id} />
          </div>
        </div>
      </div>
    </li>
  );
}
