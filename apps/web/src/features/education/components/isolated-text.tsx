import { useTranslation } from 'react-i18next';

export interface IsolatedTextProps {
  i18nKey: string;
  /** The one interpolated value that is the user's content (`{{name}}`, `{{query}}`). */
  name: string;
  value: string;
  count?: number;
}

// Stands in for the value while translating, so the sentence can be split around it.
const SLOT = '\u0000';

/**
 * A translated sentence with the user's content (a question, a search) in a `<bdi>`, so an English
 * question inside an Arabic sentence keeps its own direction and punctuation. Not react-i18next's
 * Trans: that would move into the first-load chunk, which already holds the rest of react-i18next.
 */
export function IsolatedText({ i18nKey, name, value, count }: IsolatedTextProps) {
  const { t } = useTranslation('education');
  const [before, after = ''] = t(i18nKey, { [name]: SLOT, count }).split(SLOT);
  return (
    <>
      {before}
      <bdi>{value}</bdi>
      {after}
    </>
  );
}
