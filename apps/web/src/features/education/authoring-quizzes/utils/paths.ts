/** Where the authoring console's screens live (app/routes/education/manage). */
export const MANAGE_PATH = '/education/manage';
export const QUIZZES_PATH = `${MANAGE_PATH}/quizzes`;
export const quizEditorPath = (chapterId: string) => `${QUIZZES_PATH}/${encodeURIComponent(chapterId)}`;
