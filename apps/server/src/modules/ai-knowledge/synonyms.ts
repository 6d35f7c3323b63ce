/**
 * The words people use for Atrium's own terms (decision 033): a small thesaurus applied to questions, since the
 * embedded PostgreSQL cannot load a synonym dictionary file into a text search configuration (its files live in the
 * server's share directory, out of reach of an external DATABASE_URL too). Each group holds the product's word
 * first, then what readers say instead; a question using any of them also searches for the others. Only product
 * vocabulary belongs here (SPEC 1 and 4: locations are sub-accounts, people sign in), never a fix for one question.
 */
const GROUPS: readonly (readonly string[])[] = [
  ['location', 'sub-account', 'subaccount', 'client'],
  ['sign in', 'log in', 'login', 'logon'],
  ['people', 'person', 'someone', 'employee', 'coworker', 'colleague', 'teammate'],
  ['language', 'translation', 'translated', 'spanish', 'french', 'german', 'portuguese', 'arabic'],
  ['answer', 'reply', 'respond', 'response'],
  ['meet', 'meeting'],
  ['remove', 'revoke', 'take away'],
  ['snapshot', 'template'],
  ['video', 'tutorial', 'walkthrough'],
  ['price', 'pricing', 'cost'],
  ['text', 'sms'],
];

const escapeRegExp = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const PATTERNS = GROUPS.map((group) => ({ group, pattern: new RegExp(`\\b(${group.map(escapeRegExp).join('|')})\\b`, 'i') }));

/** The question with the other words of each group it uses appended, for the full-text leg's terms. */
export function withSynonyms(question: string): string {
  const extra = PATTERNS.filter(({ pattern }) => pattern.test(question)).flatMap(({ group }) => group);
  return extra.length === 0
    ? question
    : `${question} ${extra.filter((w) => !new RegExp(`\\b${escapeRegExp(w)}\\b`, 'i').test(question)).join(' ')}`;
}
