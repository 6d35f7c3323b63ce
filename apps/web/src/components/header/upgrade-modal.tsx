import { Suspense, useEffect, useState } from 'react';
import { lazyNamed } from '@/lib/chunk-errors';
import { onUpgradeRequired } from '@/lib/upgrade-events';

const UpgradeDialog = lazyNamed(() => import('./upgrade-dialog'), 'UpgradeDialog');

/**
 * Listens for plan-gated choices (menu entries, `403 plan_required` answers) and opens the
 * 'Upgrade Required' dialog. The dialog's code loads on first use: most visits never need it.
 */
export function UpgradeModal() {
  const [state, setState] = useState<{ open: boolean; message?: string }>({ open: false });

  useEffect(() => onUpgradeRequired((event) => setState({ open: true, message: event.message })), []);

  if (!state.open) return null;
  return (
    <Suspense fallback={null}>
      <UpgradeDialog message={state.message} onClose={() => setState({ open: false })} />
    </Suspense>
  );
}
