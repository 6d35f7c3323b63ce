/**
 * The words people use for Atrium's own terms (decision 033): a small thesaurus applied to questions by retrieval (as
 * extra search terms) and by the embedded answerer (as one concept each, `thesaurusTerms`), since the
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

/**
 * A phrase of the thesaurus, and "to my account" after it: the account is what one signs in to, not a second subject
 * ("how do I log in to my account" asks about signing in, and a passage about account managers does not answer it).
 */
const PHRASES = PATTERNS.map(({ group }) => ({
  canonical: group[0]!,
  pattern: new RegExp(
    `\\b(?:${group.map(escapeRegExp).join('|')})\\b(?:\\s+(?:to|into)\\s+(?:my|your|the|our)\\s+accounts?\\b)?`,
    'gi',
  ),
}));

/**
 * `text` as the answerer's words (`words`: its own tokenizer, with stems and stop words), each thesaurus phrase read
 * as its group's product word: "log in", "Login" and "sign in" are all "sign in", so they meet one another.
 */
export function thesaurusTerms(text: string, words: (text: string) => string[]): string[] {
  const canonical: string[] = [];
  const rest = PHRASES.reduce(
    (remaining, phrase) =>
      remaining.replace(phrase.pattern, () => {
        // One word, so "sign in" does not meet "signed" and "signing".
        canonical.push(phrase.canonical.replace(/\s+/g, ''));
        return ' ';
      }),
    text,
  );
  return [...words(rest), ...words(canonical.join(' '))];
}
