const TONES = {
  error: { box: 'border-red-200 bg-red-50 text-red-800', role: 'alert' },
  info: { box: 'border-brand-200 bg-brand-50 text-brand-900', role: 'status' },
} as const;

/** A message over a form: a server refusal (409) or a note about the whole form. */
export function FormAlert({ message, tone = 'error' }: { message: string | null | undefined; tone?: keyof typeof TONES }) {
  if (!message) return null;
  return (
    <p role={TONES[tone].role} className={`rounded-xl border px-4 py-3 text-sm font-medium ${TONES[tone].box}`}>
      {message}
    </p>
  );
}
