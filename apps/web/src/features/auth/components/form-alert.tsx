import { Icon } from '@/components/ui/icon';

/** A form-level error (wrong password, server trouble), announced when it appears. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div
      role="alert"
      className="mb-5 flex items-start gap-2.5 rounded-lg border border-red-200 bg-red-50 px-3.5 py-3 text-sm text-red-700"
    >
      <Icon name="alert" className="mt-px size-5 text-red-500" />
      <p>{message}</p>
    </div>
  );
}
