import { RichText } from '@/components/ui/rich-text';
import { TextareaField } from '@/components/ui/textarea-field';

export interface RichTextInputProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  disabled?: boolean;
  rows?: number;
  /** The caller's words: the allow-list hint, the preview's label and what an empty preview says. */
  texts: { hint: string; preview: string; empty: string };
}

/**
 * Rich text as HTML within the allow-list (SPEC 3), beside a live preview of exactly what survives sanitising:
 * the server applies the same list on write, so the preview is what readers will see.
 */
export function RichTextInput({ label, name, value, onChange, error, disabled, rows = 8, texts }: RichTextInputProps) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <TextareaField
        label={label}
        name={name}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        error={error ?? undefined}
        hint={texts.hint}
        rows={rows}
        disabled={disabled}
        dir="auto"
        className="font-mono text-xs leading-relaxed"
      />
      <div>
        <p className="mb-1.5 text-sm font-medium text-ink-800">{texts.preview}</p>
        <div className="max-h-80 min-h-28 overflow-y-auto rounded-lg border border-dashed border-ink-300 bg-ink-50 p-4">
          {value.trim() ? <RichText html={value} deferred /> : <p className="text-xs text-ink-400 italic">{texts.empty}</p>}
        </div>
      </div>
    </div>
  );
}
