import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, type FieldProps } from './field';
import { focusRing } from './focus-ring';
import { Icon } from './icon';

/** A password input with a show/hide toggle, so people can check what they typed. */
export function PasswordField(props: Omit<FieldProps, 'type' | 'endAdornment'>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <Field
      {...props}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <button
          type="button"
          onClick={() => setVisible((value) => !value)}
          aria-label={visible ? t('auth.hidePassword') : t('auth.showPassword')}
          aria-pressed={visible}
          className={`grid size-8 place-items-center rounded-md text-ink-400 hover:bg-ink-100 hover:text-ink-700 ${focusRing}`}
        >
          <Icon name={visible ? 'eyeOff' : 'eye'} className="size-4.5" />
        </button>
      }
    />
  );
}
