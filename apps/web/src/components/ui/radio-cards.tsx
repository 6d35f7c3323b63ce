import { type ReactNode, useId } from 'react';

export interface RadioCardOption<T extends string> {
  value: T;
  title: string;
  hint: string;
}

interface RadioCardsProps<T extends string> {
  legend: ReactNode;
  legendClassName?: string;
  value: T;
  onChange: (value: T) => void;
  options: RadioCardOption<T>[];
}

/** A choice between a few outcomes, each a card with a title and a line of what it means (ending a subscription). */
export function RadioCards<T extends string>({ legend, legendClassName = '', value, onChange, options }: RadioCardsProps<T>) {
  const name = useId();
  return (
    <fieldset className="space-y-3">
      <legend className={legendClassName}>{legend}</legend>
      {options.map((option) => (
        <label
          key={option.value}
          className={`flex cursor-pointer gap-3 rounded-xl border p-3 focus-within:ring-2 focus-within:ring-brand-500 ${
            value === option.value ? 'border-brand-500 bg-brand-50/60' : 'border-ink-200'
          }`}
        >
          <input
            type="radio"
            name={name}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
            className="mt-1 accent-brand-600"
          />
          <span>
            <span className="block text-sm font-medium text-ink-900">{option.title}</span>
            <span className="block text-xs text-ink-600">{option.hint}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
