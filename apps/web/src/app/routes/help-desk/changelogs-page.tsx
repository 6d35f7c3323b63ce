import { useTranslation } from 'react-i18next';
import { Route, Routes, useParams } from 'react-router';
import { HelpChat } from '@/app/routes/help-chat';
import { ChangelogEditorScreen } from '@/features/changelogs/components/changelog-editor-screen';
import { ChangelogEntryScreen } from '@/features/changelogs/components/changelog-entry-screen';
import { ChangelogListScreen } from '@/features/changelogs/components/changelog-list-screen';
import { usePageTitle } from '@/lib/preferences/preferences-context';

/** /change_logs and its sub-paths: the timeline, one entry, and the editor (new, :changelogId/edit). */
export function Component() {
  return (
    <>
      <Routes>
        <Route index element={<TimelinePage />} />
        <Route path="new" element={<ChangelogEditorScreen id={null} />} />
        <Route path=":changelogId" element={<EntryPage />} />
        <Route path=":changelogId/edit" element={<EditPage />} />
        <Route path="*" element={<TimelinePage />} />
      </Routes>
      <HelpChat />
    </>
  );
}

function TimelinePage() {
  const { t } = useTranslation('updates');
  usePageTitle(t('changelogs.pageTitle'));
  return <ChangelogListScreen />;
}

function EntryPage() {
  const { changelogId = '' } = useParams();
  return <ChangelogEntryScreen key={changelogId} id={changelogId} />;
}

function EditPage() {
  const { changelogId = '' } = useParams();
  return <ChangelogEditorScreen key={changelogId} id={changelogId} />;
}
