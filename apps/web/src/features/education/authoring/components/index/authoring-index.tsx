import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthoringPage, CONSOLE_PATH } from '@/features/education/authoring/components/authoring-page';
import { AREAS, AUTHORING_GROUPS } from '@/features/education/authoring/groups/registry';
import { GroupLink, SectionLink } from './group-link';

function AreaCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink-200">
      <h2 className="px-3 pb-2 text-base font-semibold text-ink-900">{title}</h2>
      <ul className="space-y-0.5">{children}</ul>
    </section>
  );
}

/** `/education/manage`: every content group by area, with counts, and the quiz, competition and import sections. */
export function AuthoringIndex() {
  const { t } = useTranslation('authoring');
  return (
    <AuthoringPage title={t('console.title')} description={t('console.description')}>
      <div className="grid gap-5 md:grid-cols-2 xl:grid-cols-3">
        {AREAS.map((area) => (
          <AreaCard key={area} title={t(`areas.${area}`)}>
            {AUTHORING_GROUPS.filter((g) => g.area === area).map((group) => (
              <li key={group.key}>
                <GroupLink group={group} />
              </li>
            ))}
          </AreaCard>
        ))}
        <AreaCard title={t('areas.more')}>
          <li>
            <SectionLink to={`${CONSOLE_PATH}/quizzes`} icon="trophy" label={t('more.quizzes')} />
          </li>
          <li>
            <SectionLink to={`${CONSOLE_PATH}/competitions`} icon="flag" label={t('more.competitions')} />
          </li>
          <li>
            <SectionLink to={`${CONSOLE_PATH}/import`} icon="receipt" label={t('more.import')} />
          </li>
        </AreaCard>
      </div>
    </AuthoringPage>
  );
}
