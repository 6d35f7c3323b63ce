import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/forms/form-alert';
import { Button } from '@/components/ui/button';
import { TextareaField } from '@/components/ui/textarea-field';
import { useAddRoadmapComment } from '@/features/roadmap/api/add-roadmap-comment';

const COMMENT_MAX = 5000;

/** A signed-in person's comment on an idea; the text stays when posting fails, for another try. */
export function CommentComposer({ itemId }: { itemId: string }) {
  const { t } = useTranslation('roadmap');
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = useAddRoadmapComment(itemId);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (add.isPending) return;
    const text = body.trim();
    if (!text) {
      setError(t('errors.required'));
      return;
    }
    if (text.length > COMMENT_MAX) {
      setError(t('errors.tooLong', { max: COMMENT_MAX, count: COMMENT_MAX }));
      return;
    }
    try {
      await add.mutateAsync(text);
      setBody('');
    } catch {
      // The alert above the form says why; the text stays for another try.
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink-200">
      <FormAlert message={add.error ? t('comments.failed', { message: add.error.message }) : null} />
      <TextareaField
        label={t('comments.yours')}
        name="comment"
        value={body}
        onChange={(e) => {
          setBody(e.target.value);
          setError(null);
        }}
        error={error}
        placeholder={t('comments.placeholder')}
        rows={3}
        dir="auto"
      />
      <div className="flex justify-end">
        <Button type="submit" loading={add.isPending}>
          {t('comments.post')}
        </Button>
      </div>
    </form>
  );
}
