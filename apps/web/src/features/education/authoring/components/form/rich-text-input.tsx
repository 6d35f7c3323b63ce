import { useTranslation } from 'react-i18next';
import { type RichTextInputProps, RichTextInput as SharedRichTextInput } from '@/components/forms/rich-text-input';

/** The shared rich text input in the console's words. */
export function RichTextInput(props: Omit<RichTextInputProps, 'texts'>) {
  const { t } = useTranslation('authoring');
  return (
    <SharedRichTextInput
      {...props}
      texts={{ hint: t('richText.allowed'), preview: t('richText.preview'), empty: t('richText.empty') }}
    />
  );
}
