import type { TStoreListing } from '@atrium/contracts/store';
import type { SelectHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/forms/select-field';
import { useMoney } from '@/features/store/hooks/use-money';

type Option = TStoreListing['options'][number];

interface OptionSelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value'> {
  option: Option;
  currency: string;
  value: string;
  error?: string;
  onChange: (choice: string) => void;
}

/** One of a product's options as the buyer picks it: its choices, each with what it adds to the price. */
export function OptionSelect({ option, currency, value, error, onChange, ...select }: OptionSelectProps) {
  const { t } = useTranslation('store');
  const { money } = useMoney();
  return (
    <SelectField
      {...select}
      label={option.required ? option.name : t('listing.optional', { name: option.name })}
      value={value}
      error={error}
      onChange={(e) => onChange(e.target.value)}
    >
      <option value="">{option.required ? t('listing.choose') : t('listing.none')}</option>
      {option.choices.map((choice) => (
        <option key={choice.label} value={choice.label}>
          {choice.priceMinor > 0
            ? t('listing.choiceExtra', { label: choice.label, price: money(choice.priceMinor, currency) })
            : choice.label}
        </option>
      ))}
    </SelectField>
  );
}
