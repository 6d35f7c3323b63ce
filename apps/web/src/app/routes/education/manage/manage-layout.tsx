import type { ComponentType } from 'react';
import { useLocation } from 'react-router';
import { RequireRole } from '@/app/require-role';
import { lazyNamed } from '@/lib/chunk-errors';

/**
 * Who authors education content (decisions 009 and 013): the super admin (platform content), agency admins (their
 * agency's) and app creators (their partner's).
 */
export const AUTHOR_ROLES = ['super_admin', 'agency_admin', 'app_creator'] as const;

/**
 * The education authoring console, `/education/manage/*`. Sections, each its own chunk:
 * - `/education/manage` and `/education/manage/:group/*`: the content groups (FAQ, media, checklists, ...);
 * - `/education/manage/quizzes/*`: quiz chapters, sections and questions;
 * - `/education/manage/competitions`: leaderboard competitions;
 * - `/education/manage/import`: CSV import of checklist items, onboarding steps, questions and players.
 */
const ContentSection = lazyNamed(() => import('./manage-content-page'), 'Component', ['authoring', 'education']);
const SECTIONS: Record<string, ComponentType | undefined> = {
  quizzes: lazyNamed(() => import('./manage-quizzes-page'), 'Component', ['authoring-quizzes', 'education']),
  competitions: lazyNamed(() => import('./manage-competitions-page'), 'Component', ['authoring-quizzes', 'education']),
  import: lazyNamed(() => import('./manage-import-page'), 'Component', ['authoring-quizzes', 'education']),
};

export function Component() {
  return (
    <RequireRole allow={AUTHOR_ROLES}>
      <ManageSection />
    </RequireRole>
  );
}

function ManageSection() {
  const { pathname } = useLocation();
  const section = pathname.split('/')[3]?.toLowerCase() ?? '';
  const Section = SECTIONS[section] ?? ContentSection;
  return <Section />;
}
