import { useId } from 'react';

interface OptionGroupProps<T extends string> {
  legend: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  columns?: 2 | 3;
}

/** A labelled choice of a few values, as native radios styled as tiles. */
export function OptionGroup<T extends string>({ legend, value, options, onChange, columns = 3 }: OptionGroupProps<T>) {
  const name = useId();
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-ink-800">{legend}</legend>
      <div className={`grid gap-2 ${columns === 2 ? 'grid-cols-2' : 'grid-cols-3'}`}>
        {options.map((option) => (
          <label
            key={option.value}
            className={`flex min-h-10 cursor-pointer items-center justify-center rounded-lg border px-2 py-2 text-center text-xs font-medium transition-colors has-focus-visible:ring-2 has-focus-visible:ring-brand-500 ${
              option.value === value
                ? 'border-brand-500 bg-brand-50 text-brand-700'
                : 'border-ink-200 text-ink-600 hover:border-ink-300 hover:bg-ink-50'
            }`}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
              className="sr-only"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
