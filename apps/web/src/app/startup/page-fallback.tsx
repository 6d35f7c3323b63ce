import { Spinner } from '@/components/ui/spinner';

/** Shown while the first (lazy) page of a visit loads; i18n is ready, but the label stays neutral. */
export function PageFallback() {
  return (
    <div className="grid min-h-screen place-items-center">
      <Spinner size="lg" />
    </div>
  );
}
