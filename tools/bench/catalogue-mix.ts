// What people ask the catalogue, for the benchmark: a long-tailed, deterministic mix of searches, so that a
// response cache is measured on realistic traffic (a popular head, a long tail of queries seen once, typos,
// filters, sorts and next pages) and not on four URLs it answers from memory.
import { random } from '../../apps/server/src/seed/demo-random';

// Words of the generated catalogue's names, taglines and categories, brands, and words it does not contain.
const WORDS = (
  'calendar sync sms gateway chat widget review badge booking button exit popup countdown bar lead form faq ' +
  'pipeline boost contact enricher deal scorer task planner duplicate cleaner smart lists whatsapp bridge voice ' +
  'line email relay messenger link card payments invoice pay subscription billing tap payment links shop connector ' +
  'social zap sheets accounting ads reporter call analytics revenue dashboard monitor seo insights workflow packs ' +
  'follow-up autopilot router birthday sender missed text back ai receptionist copywriter replier qualifier agent ' +
  'websites surveys generation productivity reporting messaging phone e-commerce scheduling media reputation automation'
).split(' ');
const BRANDS =
  'northwind brightlane cobalt lumen harborline pinecrest vertex bluebird keystone meridian foxglove granite skyward tidal aurora beacon'.split(
    ' ',
  );
const ABSENT = 'crypto spaceship tiktok quickbooks mailchimp zoom slack hubspot shopify podcast'.split(' ');
const CATEGORIES = [
  'Websites',
  'Forms & Surveys',
  'Lead Generation',
  'Productivity',
  'Reporting',
  'SMS & Messaging',
  'Phone & Voice',
  'Email',
  'Payments',
  'E-commerce',
  'Scheduling',
  'Social Media',
  'Reputation',
  'AI & Automation',
];
const TYPES = [
  'widget',
  'crm_plus',
  'conversation_provider',
  'payment_provider',
  'integration',
  'reporting',
  'automation',
  'ai_assistant',
];
const SORTS = ['installs', 'rating', 'newest'];

/** A typing slip: two letters swapped, one dropped or one doubled. */
function typo(word: string, r: ReturnType<typeof random>): string {
  const i = 1 + Math.floor(r.next() * (word.length - 2));
  const kind = r.next();
  if (kind < 0.4) return word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
  if (kind < 0.7) return word.slice(0, i) + word.slice(i + 1);
  return word.slice(0, i) + word[i] + word.slice(i);
}

export const MIX_DESCRIPTION =
  'a population of 10,000 distinct searches drawn with Zipf popularity (s = 1): 40% text (one word, two words, brand + word, ' +
  'typos, words the catalogue lacks; some with a filter or sort), 30% category browses, 15% type browses, 15% plain ' +
  'browses with filters and sorts; page sizes 12/24/48; 25% of answers with a next page are followed by a request for it';

/** `size` distinct /api/v1/app/filter URLs, in popularity order (the first is the most asked). */
export function searchPopulation(size = 10_000, seed = 11): string[] {
  const r = random(seed);
  const urls = new Set<string>();
  const filters = () => {
    const params: Record<string, string> = {};
    const roll = r.next();
    if (roll < 0.3) params.price = r.pick(['free', 'paid']);
    else if (roll < 0.4) params.minRating = String(r.pick([3, 4, 4, 5]));
    else if (roll < 0.5) params.installTarget = r.pick(['agency', 'location']);
    if (r.next() < 0.4) params.sort = r.pick(SORTS);
    if (r.next() < 0.15) params.limit = r.pick(['12', '48']);
    return params;
  };
  let guard = 0;
  while (urls.size < size && guard++ < size * 50) {
    const kind = r.next();
    let params: Record<string, string>;
    if (kind < 0.4) {
      const shape = r.next();
      const word = r.pick(WORDS);
      const q =
        shape < 0.45
          ? word
          : shape < 0.7
            ? `${word} ${r.pick(WORDS)}`
            : shape < 0.8
              ? `${r.pick(BRANDS)} ${word}`
              : shape < 0.95
                ? typo(word.length >= 5 ? word : r.pick(['calendar', 'payments', 'whatsapp', 'receptionist']), r)
                : r.pick(ABSENT);
      params = { q, ...(r.next() < 0.25 ? filters() : {}) };
    } else if (kind < 0.7) {
      params = { category: r.pick(CATEGORIES), ...filters() };
    } else if (kind < 0.85) {
      params = { type: r.pick(TYPES), ...filters() };
    } else {
      params = filters();
    }
    urls.add(`/api/v1/app/filter?${new URLSearchParams(params).toString()}`);
  }
  // Popularity is not the order of generation: shuffle, so the head is a mix of every kind.
  return r.shuffle([...urls]);
}

/** Draws indexes 0..n-1 with Zipf popularity: index k is asked about 1/(k+1)^s as often as the first. */
export function zipf(n: number, s: number, seed: number): () => number {
  const r = random(seed);
  const cdf = new Float64Array(n);
  let sum = 0;
  for (let k = 0; k < n; k++) {
    sum += 1 / (k + 1) ** s;
    cdf[k] = sum;
  }
  return () => {
    const x = r.next() * sum;
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cdf[mid]! < x) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
}

/**
 * The next URL to ask for: a queued next page when there is one, else a draw from the population.
 * `answered` reads each answer's next cursor and queues a follow-up for some of them.
 */
export function searchTraffic(opts: { population: readonly string[]; seed: number; followRate?: number; draw?: () => number }) {
  const r = random(opts.seed);
  const draw = opts.draw ?? zipf(opts.population.length, 1, opts.seed + 1);
  const nextPages: string[] = [];
  return {
    next(): string {
      return nextPages.shift() ?? opts.population[draw()]!;
    },
    answered(url: string, body: string): void {
      if (nextPages.length > 100 || r.next() >= (opts.followRate ?? 0.25)) return;
      const cursor = /"nextCursor":"([^"]+)"/.exec(body)?.[1];
      if (!cursor) return;
      const base = url.replace(/[?&]cursor=[^&]*/, '');
      nextPages.push(`${base}${base.includes('?') ? '&' : '?'}cursor=${cursor}`);
    },
  };
}
