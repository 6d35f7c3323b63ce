import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { FormAlert } from '@/components/forms/form-alert';
import { findGroup } from '@/features/education/authoring/groups/registry';
import { AuthoringPage, CONSOLE_PATH } from './authoring-page';
import { GroupFormScreen } from './form/group-form-screen';
import { AuthoringIndex } from './index/authoring-index';
import { GroupListScreen } from './list/group-list-screen';

/** Which console screen a path asks for: `/education/manage[/<group>[/new|/<id>]]`. */
export function screenOf(pathname: string): { group?: string; id?: string } {
  const [group, id] = pathname.replace(/\/+$/, '').split('/').slice(3);
  return { group: group || undefined, id: id || undefined };
}

/** The content groups' part of the console: the index, a group's list, or one item's form. */
export function AuthoringScreen() {
  const { t } = useTranslation('authoring');
  const { pathname } = useLocation();
  const { group: key, id } = screenOf(pathname);
  if (!key) return <AuthoringIndex />;
  const group = findGroup(key);
  if (!group)
    return (
      <AuthoringPage title={t('console.notFound')} back={{ to: CONSOLE_PATH, label: t('console.title') }}>
        <FormAlert message={t('console.notFoundBody')} />
      </AuthoringPage>
    );
  if (group.singleton) return <GroupFormScreen group={group} id={undefined} />;
  if (!id) return <GroupListScreen group={group} />;
  return <GroupFormScreen key={id} group={group} id={id === 'new' ? undefined : id} />;
}
