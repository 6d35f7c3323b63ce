import type { KnowledgePassage } from '../ai';
import { escapeMarkdown, sourceLink } from './markdown';
import { answerTerms, createBm25, questionTerms } from './score';
import { sentences } from './sentences';

/**
 * Share of the question's weight a passage, title included, must exceed to be quoted. Each distinct question word
 * weighs its IDF over the candidate sentences; a word no passage contains weighs the mean of those that some passage
 * does (its IDF would be the largest of all, so one phrasing word absent from the knowledge, "quickly", would sink
 * any answer). Strictly more than half: "how do I cancel my subscription" is not answered by a passage about
 * subscriptions that never speaks of cancelling, while two of three words, or the rare word with the title's help,
 * are. Below it the answerer says it does not know: a wrong quote with a confident link is worse than a handoff.
 */
export const MIN_COVERAGE = 0.5;
/** A sentence is quoted only when it scores at least this share of the best sentence: no filler matching "app" alone. */
const MIN_RELATIVE_SENTENCE = 0.5;
/** Retrieval's best passages only: further down, a lexical match is more often a coincidence. */
const CANDIDATES = 8;
const MAX_PASSAGES = 3;
/** A second or third passage is quoted only when it covers the question nearly as well as the best one. */
const RELATIVE_COVERAGE = 0.75;
const SENTENCES_PER_PASSAGE = 2;
const MAX_SENTENCES = 4;

export const KNOWLEDGE_BASE_LINE = 'Here is what the knowledge base says:';
export const NO_ANSWER_TEXT =
  "I couldn't find an answer to that in the knowledge base. I can hand you over to a person who can help.";

export type ExtractiveAnswer =
  | { kind: 'answer'; blocks: string[]; citations: string[] }
  | { kind: 'no_answer'; blocks: string[]; citations: [] };

interface Candidate {
  passage: KnowledgePassage;
  rank: number;
  sentences: { text: string; terms: string[]; position: number }[];
  terms: Set<string>;
}

const NONE: ExtractiveAnswer = { kind: 'no_answer', blocks: [NO_ANSWER_TEXT], citations: [] };

/**
 * The reply of the embedded default: the sentences of the given passages that best answer `question`, quoted with a
 * link to each source, best passage first. Pure and deterministic: the same question and passages give the same
 * reply, byte for byte. The blocks are Markdown paragraphs, streamed one after another.
 */
export function extractiveAnswer(question: string, passages: readonly KnowledgePassage[]): ExtractiveAnswer {
  const query = questionTerms(question);
  if (query.length === 0 || passages.length === 0) return NONE;
  const candidates: Candidate[] = passages.slice(0, CANDIDATES).map((passage, rank) => {
    const list = sentences(passage.text).map((text, position) => ({ text, terms: answerTerms(text), position }));
    return { passage, rank, sentences: list, terms: new Set([...answerTerms(passage.title), ...list.flatMap((s) => s.terms)]) };
  });
  const bm25 = createBm25(candidates.flatMap((c) => c.sentences));
  const known = new Set(candidates.flatMap((c) => [...c.terms]));
  const present = query.filter((t) => known.has(t));
  if (present.length === 0) return NONE;
  const absentWeight = present.reduce((sum, t) => sum + bm25.idf(t), 0) / present.length;
  const weight = (t: string) => (known.has(t) ? bm25.idf(t) : absentWeight);
  const total = query.reduce((sum, t) => sum + weight(t), 0);
  const scored = candidates
    .map((c) => ({ ...c, coverage: query.filter((t) => c.terms.has(t)).reduce((sum, t) => sum + weight(t), 0) / total }))
    .filter((c) => c.coverage > MIN_COVERAGE && c.sentences.some((s) => bm25.score(query, s) > 0))
    // Stable: equal coverage keeps retrieval's order, which may know more (embeddings) than word overlap does.
    .sort((a, b) => b.coverage - a.coverage || a.rank - b.rank);
  const best = scored[0];
  if (!best) return NONE;

  const bestSentence = Math.max(...scored.flatMap((c) => c.sentences.map((s) => bm25.score(query, s))));
  const seen = new Set<string>();
  const blocks = [KNOWLEDGE_BASE_LINE];
  const citations: string[] = [];
  let quoted = 0;
  for (const c of scored.filter((x) => x.coverage >= best.coverage * RELATIVE_COVERAGE).slice(0, MAX_PASSAGES)) {
    const picked = c.sentences
      .map((s) => ({ ...s, score: bm25.score(query, s) }))
      .filter((s) => s.score >= bestSentence * MIN_RELATIVE_SENTENCE && !seen.has(normalise(s.text)))
      .sort((a, b) => b.score - a.score || a.position - b.position)
      .slice(0, Math.min(SENTENCES_PER_PASSAGE, MAX_SENTENCES - quoted))
      // Read in the passage's own order: a later sentence often depends on an earlier one.
      .sort((a, b) => a.position - b.position);
    if (picked.length === 0) continue;
    for (const s of picked) seen.add(normalise(s.text));
    quoted += picked.length;
    citations.push(c.passage.id);
    blocks.push(
      `> ${picked.map((s) => escapeMarkdown(s.text)).join(' ')}`,
      `Source: ${sourceLink(c.passage.title, c.passage.url)}`,
    );
    if (quoted >= MAX_SENTENCES) break;
  }
  return { kind: 'answer', blocks, citations };
}

const normalise = (sentence: string) =>
  sentence
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
