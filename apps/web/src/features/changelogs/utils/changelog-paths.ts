/** The screen's addresses, in one place (SPEC 2 spells the base `/change_logs`). */
export const CHANGELOGS_PATH = '/change_logs';
export const changelogPath = (id: string) => `${CHANGELOGS_PATH}/${encodeURIComponent(id)}`;
export const changelogEditPath = (id: string) => `${changelogPath(id)}/edit`;
export const NEW_CHANGELOG_PATH = `${CHANGELOGS_PATH}/new`;
export const roadmapItemPath = (id: string) => `/roadmap/${encodeURIComponent(id)}`;
