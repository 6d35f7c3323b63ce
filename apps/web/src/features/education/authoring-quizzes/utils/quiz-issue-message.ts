import type { IssueLike, Translate } from '@/lib/forms/field-errors';
import { issueMessage } from '@/lib/forms/issue-message';

/**
 * The shared wording, in this namespace. The quiz contracts' text minimums are 1, so a text too short is an
 * empty one: "required", never a count of characters.
 */
export const quizIssueMessage = (issue: IssueLike, t: Translate) => issueMessage(issue, t, true);
