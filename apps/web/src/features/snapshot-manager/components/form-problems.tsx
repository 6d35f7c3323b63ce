import { useEffect, useRef } from 'react';

/**
 * A form's problems summed up above its button. It takes focus on each submit that shows it (so the person hears
 * it), not while they fix fields and the count changes under them.
 */
export function FormProblems({ message, attempt }: { message: string | null; attempt: number }) {
  const ref = useRef<HTMLParagraphElement>(null);
  const shown = useRef(message);
  shown.current = message;
  useEffect(() => {
    if (attempt > 0 && shown.current) ref.current?.focus();
  }, [attempt]);
  if (!message) return null;
  return (
    <p
      ref={ref}
      tabIndex={-1}
      role="alert"
      className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-700 ring-1 ring-red-200 outline-none"
    >
      {message}
    </p>
  );
}
