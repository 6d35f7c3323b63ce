import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/field';
import { useCategoryLabels } from '@/lib/category-labels';

export interface CategoryFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  /** Categories in use, offered as suggestions; any new name is allowed too. */
  suggestions: readonly string[];
  hint?: string;
}

/**
 * A free-text category with the existing ones suggested (a datalist), so ideas gather under the same names.
 * A suggestion shows its label in the reader's language; choosing it fills in the stored (English) name.
 */
export function CategoryField({ value, onChange, error, suggestions, hint }: CategoryFieldProps) {
  const { t } = useTranslation('roadmap');
  const { label } = useCategoryLabels('roadmap');
  const listId = useId();
  return (
    <>
      <Field
        label={t('form.category')}
        name="category"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        error={error}
        hint={hint ?? t('form.categoryHint')}
        list={listId}
        maxLength={60}
        autoComplete="off"
        dir="auto"
      />
      <datalist id={listId}>
        {suggestions.map((name) => (
          <option key={name} value={name} label={label(name) === name ? undefined : label(name)} />
        ))}
      </datalist>
    </>
  );
}
