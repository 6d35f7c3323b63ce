/**
 * Words to match a question against sentences, with no model and no database: lower case, split on anything that is
 * not a letter or digit, English stop words dropped, and a light stem (Porter's steps 1a-1c and 5a) so that "apps",
 * "installing" and "installed" meet "app" and "install". The full Porter stemmer's later steps merge words a help
 * centre keeps apart ("general" and "generate"), and PostgreSQL's stemming is not at hand in a pure function.
 */

const STOP_WORDS = new Set(
  (
    'a about above after again against all am an and any are as at be because been before being below between both ' +
    'but by can could did do does doing down during each few for from further had has have having he her here hers ' +
    'him his how i if in into is it its itself just me more most my no nor not now of off on once only or other our ' +
    'ours out over own same she should so some such than that the their theirs them then there these they this those ' +
    'through to too under until up very was we were what when where which while who whom why will with would you ' +
    'your yours yourself please tell know want need get got let lets us im ive dont cant ' +
    // How people phrase a question rather than what it is about ("how long does it take", "is there a way").
    'long take takes much many way ways possible able anyone someone something anything also really still even ever ' +
    'thing things'
  ).split(' '),
);

const isVowelAt = (word: string, i: number): boolean => {
  const c = word[i];
  if (c === 'a' || c === 'e' || c === 'i' || c === 'o' || c === 'u') return true;
  return c === 'y' && i > 0 && !isVowelAt(word, i - 1);
};

/** Porter's m: the number of vowel-consonant sequences in `stem`. */
function measure(stem: string): number {
  let m = 0;
  for (let i = 1; i < stem.length; i++) if (!isVowelAt(stem, i) && isVowelAt(stem, i - 1)) m++;
  return m;
}

const hasVowel = (stem: string) => [...stem].some((_, i) => isVowelAt(stem, i));

/** consonant-vowel-consonant at the end, the last not w, x or y ("hop", not "snow"). */
const endsCvc = (s: string) =>
  s.length >= 3 &&
  !isVowelAt(s, s.length - 1) &&
  isVowelAt(s, s.length - 2) &&
  !isVowelAt(s, s.length - 3) &&
  !'wxy'.includes(s[s.length - 1]!);

function step1b(word: string): string {
  if (word.endsWith('eed')) return measure(word.slice(0, -3)) > 0 ? word.slice(0, -1) : word;
  const suffix = word.endsWith('ed') ? 2 : word.endsWith('ing') ? 3 : 0;
  if (suffix === 0 || !hasVowel(word.slice(0, -suffix))) return word;
  const stem = word.slice(0, -suffix);
  if (/(at|bl|iz)$/.test(stem)) return `${stem}e`;
  if (/([^aeiouylsz])\1$/.test(stem)) return stem.slice(0, -1);
  return measure(stem) === 1 && endsCvc(stem) ? `${stem}e` : stem;
}

export function stem(word: string): string {
  if (word.length <= 2 || /\d/.test(word)) return word;
  let w = word;
  if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.endsWith('ies')) w = w.slice(0, -2);
  else if (w.endsWith('s') && !w.endsWith('ss')) w = w.slice(0, -1);
  w = step1b(w);
  if (w.endsWith('y') && hasVowel(w.slice(0, -1))) w = `${w.slice(0, -1)}i`;
  if (w.endsWith('e')) {
    const rest = w.slice(0, -1);
    const m = measure(rest);
    if (m > 1 || (m === 1 && !endsCvc(rest))) w = rest;
  }
  return w;
}

/** The stemmed content words of `text`, in order, repeats kept (term frequency counts them). */
export function terms(text: string): string[] {
  const words = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .match(/[\p{L}\p{N}]+/gu);
  // Single letters are initials and the pieces of "e.g."; single digits stay ("step 3").
  return (words ?? []).filter((w) => !STOP_WORDS.has(w) && (w.length > 1 || /\d/.test(w))).map(stem);
}
