import { useId } from 'react';

interface SelectRowProps {
  label: string;
  value: string;
  options: readonly { value: string; label: string; lang?: string }[];
  onChange: (value: string) => void;
}

/** A labelled native select: the most accessible control for a long list. */
export function SelectRow({ label, value, options, onChange }: SelectRowProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-2 block text-sm font-medium text-ink-800">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="block h-10 w-full rounded-lg border border-ink-200 bg-white px-3 text-sm text-ink-900 shadow-sm hover:border-ink-300 focus:border-brand-500 focus:ring-2 focus:ring-brand-100 focus:outline-none"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} lang={option.lang}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
