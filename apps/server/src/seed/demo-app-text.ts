import type { TAppType, TInstallTarget } from '@atrium/contracts/app-values';
import type { AppProfile } from './demo-app-profiles';

/** Letters whose spoken name starts with a vowel sound: "an SMS", "an FAQ", but "a CRM". */
const VOWEL_SOUND_LETTERS = new Set('AEFHILMNORSX');

/**
 * "a" or "an" and the phrase, by how the first word sounds: acronyms by their letters ("an AI review replier",
 * "an SEO tool", "a CRM add-on"), words by their first sound ("a user", "an hour", "a one-time fee").
 */
export function withArticle(phrase: string): string {
  const word = phrase.trim().split(/[\s-]/)[0] ?? '';
  const acronym = word.length > 1 && /^[A-Z0-9]+$/.test(word);
  let an: boolean;
  if (acronym) an = /^\d/.test(word) ? /^(8|11|18)/.test(word) : VOWEL_SOUND_LETTERS.has(word[0]!);
  else {
    const w = word.toLowerCase();
    if (/^(8|11|18)/.test(w)) an = true;
    else if (/^(hour|honest|honou?r|heir)/.test(w)) an = true;
    else if (/^(uni|use|usu|uti|ura|uro|eu|ewe|one|once|ubiq)/.test(w)) an = false;
    else an = /^[aeiou]/.test(w);
  }
  return `${an ? 'an' : 'a'} ${phrase.trim()}`;
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const INSTALL_LINES: Record<TInstallTarget, readonly [string, string]> = {
  agency: [
    'Install it once for the agency and every client account shares the same setup.',
    'It runs at agency level, so one install covers all of your clients.',
  ],
  location: [
    'Install it on each location that needs it; every location keeps its own settings.',
    'Each location gets its own setup, so one client can change it without touching the others.',
  ],
  both: [
    'Install it for the whole agency, or only on the locations that need it.',
    'Roll it out agency-wide, or start with one location and add the rest later.',
  ],
};

const SUPPORT_LINES = [
  (partner: string) => `${partner}’s support team answers within one working day.`,
  (partner: string) => `Setup takes about ten minutes, and ${partner} offers a free onboarding call.`,
  (partner: string) => `Questions go straight to the people at ${partner} who built it, by email or chat.`,
  (partner: string) => `${partner} ships an update every few weeks; the Versions tab lists what changed.`,
  () => 'You can remove it at any time; nothing in the CRM is lost when you do.',
  () => 'Every plan includes the documentation, video walkthroughs and the help desk.',
] as const;

const LIST_INTROS = ['What you get', 'Highlights', 'Why agencies choose it'] as const;

/**
 * The listing's HTML: the problem and what the app does (worded three ways, one per listing of the same kind),
 * three of its five features (a different three each time), how it installs and who supports it.
 */
export function describeApp(opts: {
  name: string;
  partner: string;
  profile: AppProfile;
  /** Which listing of this kind it is (0, 1, 2, ...): picks the wording so listings of one kind differ. */
  occurrence: number;
  installTarget: TInstallTarget;
}): string {
  const { name, partner, profile, occurrence } = opts;
  const variant = occurrence % 3;
  const opening =
    variant === 0
      ? `<p>${profile.pain} <strong>${name}</strong> ${profile.does}.</p>`
      : variant === 1
        ? `<p><strong>${name}</strong> is ${withArticle(profile.kind)} by ${partner}: it ${profile.does}.</p><p>${profile.pain}</p>`
        : `<p>${profile.pain} That is why ${partner} built <strong>${name}</strong>, which ${profile.does}.</p>`;
  const start = (occurrence * 2) % profile.features.length;
  const features = [0, 1, 2].map((k) => profile.features[(start + k) % profile.features.length]!);
  // Rich text allows no lists (SPEC section 3): one line per feature, as app store listings do.
  const list = `<p><strong>${LIST_INTROS[variant]}</strong><br />${features.map((f) => `• ${f}`).join('<br />')}</p>`;
  const install = INSTALL_LINES[opts.installTarget][occurrence % 2]!;
  const support = SUPPORT_LINES[(occurrence + profile.noun.length) % SUPPORT_LINES.length]!(partner);
  return `${opening}${list}<p>${install} ${support}</p>`;
}

/** The demo partners: a brand each (the first word, used in their apps' names) and what they make. */
export const PARTNER_NAMES = [
  'Northwind Web',
  'Brightlane Software',
  'Cobalt Labs',
  'Lumen Pay',
  'Harborline Systems',
  'Pinecrest Analytics',
  'Vertex Automations',
  'Bluebird AI',
  'Keystone Studio',
  'Meridian Labs',
  'Foxglove Telecom',
  'Granite Payments',
  'Skyward Apps',
  'Tidal Insights',
  'Aurora Works',
  'Beacon Intelligence',
  'Cedar Digital',
  'Summitry Software',
  'Orbit Voice',
  'Quartz Billing',
  'Redwood Connect',
  'Sable Metrics',
  'Willow Flow',
  'Zephyr AI',
] as const;

export const brandOf = (partnerName: string) => partnerName.split(' ')[0]!;

const FOCUS: Record<TAppType, string> = {
  widget: 'website widgets',
  crm_plus: 'CRM add-ons',
  conversation_provider: 'messaging and calling channels',
  payment_provider: 'payment tools',
  integration: 'integrations',
  reporting: 'reporting tools',
  automation: 'ready-made automations',
  ai_assistant: 'AI assistants',
};
const CITIES = ['Austin', 'Denver', 'Toronto', 'Manchester', 'Lisbon', 'Melbourne', 'Chicago', 'Dublin', 'Cape Town', 'Raleigh'];
const PARTNER_EXTRAS = [
  'Every app is built and supported by the same small team.',
  'They publish their roadmap and ship something new every month.',
  'Support is by email and chat on weekdays, with a status page for the rest.',
  'Most of the team ran agencies before they built software for them.',
];

export function describePartner(index: number, name: string, focusType: TAppType) {
  const focus = FOCUS[focusType];
  const taglines = [
    `${capitalise(focus)} that agencies set up in minutes`,
    `${capitalise(focus)} built for agencies and their clients`,
    `Dependable ${focus}, with real people on support`,
  ];
  const people = 4 + ((index * 7) % 40);
  return {
    tagline: taglines[Math.floor(index / 8) % taglines.length]!,
    description: `<p>${name} is a team of ${people} in ${CITIES[index % CITIES.length]} building ${focus} for CRM agencies since ${2014 + (index % 10)}.</p><p>${PARTNER_EXTRAS[index % PARTNER_EXTRAS.length]}</p>`,
  };
}

/** Enough names that no app needs one twice (an app has at most twelve reviews). */
export const REVIEWERS = [
  'Jordan P.',
  'Sam K.',
  'Priya R.',
  'Alex M.',
  'Taylor B.',
  'Chris D.',
  'Morgan L.',
  'Jamie F.',
  'Riley S.',
  'Casey W.',
  'Fatima A.',
  'Diego H.',
  'Mei L.',
  'Tom O.',
  'Aisha N.',
  'Lukas W.',
  'Sofia G.',
  'Kwame A.',
  'Hannah J.',
  'Ravi P.',
  'Elena V.',
  'Marcus T.',
  'Yuki S.',
  'Olivia C.',
  'Omar F.',
  'Grace H.',
  'Ben R.',
  'Nadia K.',
  'Carlos M.',
  'Zoe E.',
  'Ibrahim S.',
  'Laura B.',
] as const;

/** Review texts by how the reviewer felt; an app never shows the same text twice. */
export const REVIEW_TEXTS = {
  happy: [
    'Set it up in ten minutes and my clients noticed the difference the same week.',
    'Does exactly what the listing says. Support answered within the hour.',
    'We rolled it out to all our locations; not a single complaint so far.',
    'Replaced two tools we were paying for separately. Worth it.',
    'The onboarding call was genuinely useful, not a sales pitch.',
    'Our front desk loves it. Fewer phone calls, happier customers.',
    'Solid and reliable. We have not had to think about it since install.',
    'Clear settings, sensible defaults, and the docs are actually up to date.',
    'It paid for itself in the first month for our dental clients.',
    'Great value. I recommend it to every agency owner I talk to.',
    'Small thing, big difference. Clients ask about it on our calls now.',
    'The team listened to a feature request and shipped it two weeks later.',
  ],
  mixed: [
    'Solid, but the reporting could be more flexible.',
    'Works well once it is set up; the first setup took longer than promised.',
    'Pricing is fair for what you get, though the free plan is quite limited.',
    'Good app. Would love more control over the wording of the messages.',
    'Does the job. The settings page is a little confusing at first.',
    'Had some sync issues at first, fixed after an update.',
    'Useful for most clients, less so for the ones with many locations.',
  ],
  unhappy: [
    'Stopped syncing twice last month and we only noticed from client complaints.',
    'Support took four days to answer. The app itself is okay.',
    'Too expensive for what it does once you add a few locations.',
    'Missing basic options we expected, like per-location settings.',
    'Setup instructions did not match what we saw on screen.',
  ],
} as const;

export const DEVELOPER_REPLIES = [
  (first: string) =>
    `Thanks for the honest feedback, ${first}. The latest version fixes the issue you describe; let us know if you still see it.`,
  (first: string) =>
    `Sorry about the slow start, ${first}. We have rewritten the setup guide and would be happy to walk you through it.`,
  (first: string) => `Thank you, ${first}! It is great to hear it is working well for your clients.`,
  (first: string) => `Appreciate the review, ${first}. More options are on our roadmap for next quarter.`,
] as const;

/** Release notes after the first: an app never repeats one. */
export const RELEASE_NOTES = [
  'Faster syncing and clearer error messages.',
  'Bulk actions on lists.',
  'Arabic and Spanish translations.',
  'New report filters by location and date.',
  'Settings can now be copied from one location to another.',
  'Fixes a time zone issue for locations outside the US.',
  'A new onboarding checklist for first-time setup.',
  'Webhooks now retry for up to 24 hours.',
] as const;
