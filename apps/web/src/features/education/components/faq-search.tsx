import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/header/icons';

export interface FaqSearchProps {
  value: string;
  onChange: (value: string) => void;
}

export function FaqSearch({ value, onChange }: FaqSearchProps) {
  const { t } = useTranslation('education');
  const id = useId();
  return (
    <div className="relative w-full sm:max-w-sm">
      <label htmlFor={id} className="sr-only">
        {t('faq.searchLabel')}
      </label>
      <Icon name="search" className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-ink-400" />
      <input
        id={id}
        type="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={t('faq.searchPlaceholder')}
        autoComplete="off"
        dir="auto"
        className="w-full rounded-xl border border-ink-200 bg-white py-2.5 ps-10 pe-4 text-sm text-ink-900 shadow-sm transition placeholder:text-ink-400 hover:border-ink-300 focus:border-brand-500 focus:ring-4 focus:ring-brand-100 focus:outline-none"
      />
    </div>
  );
}
