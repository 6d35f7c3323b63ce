import { thesaurusTerms } from '../../../platform/thesaurus';
import { terms } from './terms';

/** BM25's usual constants (Robertson and Zaragoza): term frequency saturates by k1, length normalised by b. */
const K1 = 1.2;
const B = 0.75;

export interface ScoredDoc {
  terms: readonly string[];
}

/**
 * BM25 over a small collection (the sentences of the passages retrieval handed over). Inverse document frequency
 * comes from that collection: a word in every sentence ("app" in an app store's help) tells little about which
 * sentence answers, a word in one tells a lot. IDF is Lucene's `ln(1 + (N - n + 0.5) / (n + 0.5))`, never negative.
 */
export function createBm25(docs: readonly ScoredDoc[]) {
  const frequency = new Map<string, number>();
  let totalLength = 0;
  for (const doc of docs) {
    totalLength += doc.terms.length;
    for (const term of new Set(doc.terms)) frequency.set(term, (frequency.get(term) ?? 0) + 1);
  }
  const n = docs.length;
  const averageLength = n === 0 ? 1 : totalLength / n || 1;
  const idf = (term: string) => {
    const df = frequency.get(term) ?? 0;
    return Math.log(1 + (n - df + 0.5) / (df + 0.5));
  };
  return {
    idf,
    score(query: readonly string[], doc: ScoredDoc): number {
      let score = 0;
      for (const term of new Set(query)) {
        let tf = 0;
        for (const t of doc.terms) if (t === term) tf++;
        if (tf === 0) continue;
        score += (idf(term) * tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * doc.terms.length) / averageLength));
      }
      return score;
    },
  };
}

/** A text's terms as the answerer compares them: the thesaurus's phrases read as the product's word. */
export const answerTerms = (text: string): string[] => thesaurusTerms(text, terms);

/** The question's distinct terms; empty when it has only stop words ("what is it?"). */
export function questionTerms(question: string): string[] {
  return [...new Set(answerTerms(question))];
}
