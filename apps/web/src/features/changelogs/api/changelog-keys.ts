import type { TChangelogStatus } from '@atrium/contracts/changelogs';

/** Whose view this is: drafts and `viewerCanManage` differ per person, so each viewer has its own cache entries. */
export type Viewer = string;

export interface ChangelogListFilter {
  /** 'platform', an app id, or '' for every roadmap. */
  roadmap: string;
  q: string;
  status: TChangelogStatus;
}

/** Query keys of the changelogs feature; every write invalidates `all`. */
export const changelogKeys = {
  all: ['changelogs'] as const,
  list: (viewer: Viewer, filter: ChangelogListFilter) => ['changelogs', 'list', viewer, filter] as const,
  one: (viewer: Viewer, id: string) => ['changelogs', 'one', viewer, id] as const,
};
