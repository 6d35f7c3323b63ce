import type { Db } from '../db/client';
import { docs, docsCategories } from '../modules/education/docs.tables';

type Article = { title: string; summary: string; sections: [heading: string, text: string][] };
type Tree = { name: string; description: string; subs: { name: string; articles: Article[] }[] };
const p = (text: string) => `<p>${text}</p>`;

/** Three top categories with sub-categories and a dozen articles, each a few sections long. */
const TREE: Tree[] = [
  {
    name: 'Apps',
    description: 'Finding, installing and running apps.',
    subs: [
      {
        name: 'Installing',
        articles: [
          {
            title: 'Install an app for many locations',
            summary: 'One install, every location you choose.',
            sections: [
              ['Before you start', 'You need to be an agency admin.'],
              ['Choose the locations', 'Pick some, or all present and future locations.'],
              ['After installing', 'Each location sees the app on its Apps page.'],
            ],
          },
          {
            title: 'Approve apps for locations',
            summary: 'Let locations install what you trust.',
            sections: [
              ['Why approve', 'Locations can only install approved apps.'],
              ['Approve an app', 'Open the app and press Approve for locations.'],
            ],
          },
        ],
      },
      {
        name: 'Credentials',
        articles: [
          {
            title: 'Save an app’s API key',
            summary: 'Keys are encrypted and never shown again in full.',
            sections: [
              ['Where keys live', 'Each install keeps its own credentials, encrypted at rest.'],
              ['Rotating a key', 'Save a new key; the old one stops working at once.'],
            ],
          },
          {
            title: 'White-label an app',
            summary: 'Show your brand instead of the developer’s.',
            sections: [
              ['What changes', 'Name and logo on the location’s screens.'],
              ['What stays', 'Billing and support still come from the developer.'],
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'Your agency',
    description: 'Profile, team and locations.',
    subs: [
      {
        name: 'Team',
        articles: [
          {
            title: 'Roles and what they can do',
            summary: 'Agency admins, staff and location people.',
            sections: [
              ['Agency roles', 'Admins manage everything; staff help with clients.'],
              ['Location roles', 'Location admins manage their own location only.'],
            ],
          },
          {
            title: 'Invite someone',
            summary: 'Add a person to your agency or a location.',
            sections: [
              ['Send the invite', 'Enter their email and choose a role.'],
              ['When they join', 'They see only what their role allows.'],
            ],
          },
        ],
      },
      {
        name: 'Locations',
        articles: [
          {
            title: 'Add a location',
            summary: 'A new client, ready in minutes.',
            sections: [
              ['Create it', 'Give it a name; apps set to install everywhere are added.'],
              ['Next steps', 'Run the Launch checklist for it.'],
            ],
          },
          {
            title: 'Hide content from a location',
            summary: 'Choose what each location sees.',
            sections: [
              ['Where', 'On FAQs, videos and checklists, use Visible to.'],
              ['What they see', 'Hidden items disappear for that location only.'],
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'Learning',
    description: 'Education, points and rankings.',
    subs: [
      {
        name: 'Progress',
        articles: [
          {
            title: 'How progress is kept',
            summary: 'Per person and per location.',
            sections: [
              ['Videos', 'Watched progress only moves forward.'],
              ['Checklists', 'Reset a checklist to start again.'],
            ],
          },
          {
            title: 'Points and leaderboards',
            summary: 'Earn points by finishing things.',
            sections: [
              ['Earning points', 'Checklists, onboarding and passed quizzes count.'],
              ['Opting out', 'You can hide yourself from leaderboards.'],
            ],
          },
        ],
      },
    ],
  },
];

export async function seedDemoDocs(db: Db): Promise<void> {
  for (const [position, top] of TREE.entries()) {
    const [topRow] = await db
      .insert(docsCategories)
      .values({ name: top.name, description: top.description, position })
      .returning();
    for (const [subPosition, sub] of top.subs.entries()) {
      const [subRow] = await db
        .insert(docsCategories)
        .values({ name: sub.name, parentId: topRow!._id, position: subPosition })
        .returning();
      await db.insert(docs).values(
        sub.articles.map((a, i) => ({
          categoryId: subRow!._id,
          title: a.title,
          summary: a.summary,
          sections: a.sections.map(([heading, text]) => ({ heading, body: p(text) })),
          position: i,
        })),
      );
    }
  }
}
