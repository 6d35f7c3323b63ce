import { useTranslation } from 'react-i18next';
import { RichTextInput, type RichTextInputProps } from '@/components/forms/rich-text-input';

/** The entry's body: the shared rich text input in the change log's words. */
export function RichTextField({ rows = 10, ...props }: Omit<RichTextInputProps, 'texts'>) {
  const { t } = useTranslation('updates');
  return (
    <RichTextInput
      {...props}
      rows={rows}
      texts={{ hint: t('editor.bodyHint'), preview: t('editor.preview'), empty: t('editor.previewEmpty') }}
    />
  );
}
