import { type KeyboardEvent, type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useScrollLock } from '@/lib/scroll-lock';
import { focusRing } from './focus-ring';

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

function focusables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)];
}

/**
 * Moves focus into `ref` while `active` and gives it back to whatever had it before, so keyboard users
 * land where they left off. Shared by every overlay (Modal, the help video overlay).
 */
export function useFocusTrap(active: boolean, ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    if (!active) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const node = ref.current;
    // Respect an element that already took focus (autoFocus on a form's first field).
    if (node && !node.contains(document.activeElement)) (focusables(node)[0] ?? node).focus();
    return () => {
      if (previous?.isConnected) previous.focus();
    };
  }, [active, ref]);
}

/** Keydown handler for an overlay: Escape closes, Tab and Shift+Tab cycle inside `container`. */
export function handleOverlayKeyDown(event: KeyboardEvent<HTMLElement>, container: HTMLElement | null, onClose: () => void) {
  if (event.key === 'Escape') {
    // Stop here so a dialog opened over another closes alone (portals bubble through the React tree).
    event.stopPropagation();
    onClose();
    return;
  }
  if (event.key !== 'Tab' || !container) return;
  const items = focusables(container);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const current = document.activeElement;
  if (event.shiftKey && (current === first || current === container)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && current === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * Backdrop props that close only when a press starts and ends outside `panel`, so selecting text in a
 * field and releasing outside the panel does not throw the user's work away.
 */
export function useBackdropClose(onClose: () => void, panel: RefObject<HTMLElement | null>) {
  const pressedOutside = useRef(false);
  const isOutside = (target: EventTarget) => !(target instanceof Node && panel.current?.contains(target));
  return {
    onMouseDown: (e: { target: EventTarget }) => {
      pressedOutside.current = isOutside(e.target);
    },
    onClick: (e: { target: EventTarget }) => {
      if (pressedOutside.current && isOutside(e.target)) onClose();
      pressedOutside.current = false;
    },
  };
}

const SIZES = { sm: 'max-w-md', md: 'max-w-lg', lg: 'max-w-2xl', xl: 'max-w-4xl' } as const;

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  size?: keyof typeof SIZES;
  /** Id of an element that names the dialog instead of the visible title. */
  labelledBy?: string;
  /** Accessible name of the × control; defaults to the common namespace's 'actions.close'. */
  closeLabel?: string;
  /** Optional action row pinned under the scrollable body. */
  footer?: ReactNode;
}

export function Modal({ open, onClose, title, children, size = 'md', labelledBy, closeLabel, footer }: ModalProps) {
  const { t } = useTranslation('common');
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const backdrop = useBackdropClose(onClose, panelRef);
  useScrollLock(open);
  useFocusTrap(open, panelRef);

  if (!open) return null;
  return createPortal(
    <div
      data-testid="modal-backdrop"
      className="fixed inset-0 z-50 flex items-center justify-center bg-ink-900/60 p-4 backdrop-blur-sm"
      {...backdrop}
    >
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy ?? titleId}
        tabIndex={-1}
        onKeyDown={(e) => handleOverlayKeyDown(e, panelRef.current, onClose)}
        className={`flex max-h-[90vh] w-full ${SIZES[size]} flex-col overflow-hidden rounded-2xl bg-white shadow-2xl ring-1 ring-ink-900/5 outline-none`}
      >
        <div className="flex items-start justify-between gap-4 border-b border-ink-200 px-6 py-4">
          <h2 id={titleId} className="min-w-0 text-lg font-semibold text-ink-900">
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label={closeLabel ?? t('actions.close', { defaultValue: 'Close' })}
            className={`-me-2 inline-flex size-9 shrink-0 items-center justify-center rounded-full text-2xl leading-none text-ink-500 transition hover:bg-ink-100 hover:text-ink-900 ${focusRing}`}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto px-6 py-5">{children}</div>
        {footer ? (
          <div className="flex flex-wrap justify-end gap-3 border-t border-ink-200 bg-ink-50 px-6 py-4">{footer}</div>
        ) : null}
      </div>
    </div>,
    document.body,
  );
}
