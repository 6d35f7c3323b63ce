import type { Db } from '../db/client';
import { mediaCategories, mediaItems } from '../modules/education/media-library.tables';

type Item = { title: string; description: string; videoId?: string; documentUrl?: string; durationSeconds?: number };

const VIDEO_IDS = ['dQw4w9WgXcQ', 'M7lc1UVf-VE', 'jNQXAC9IVRw', 'aqz-KE-bpKQ', 'ScMzIvxBSi4'];
const p = (text: string) => `<p>${text}</p>`;

/** Four categories of platform videos and documents: enough for the library's filters and progress to mean something. */
const LIBRARY: { name: string; description: string; items: Item[] }[] = [
  {
    name: 'Getting started',
    description: 'The first hour in Atrium.',
    items: [
      {
        title: 'A tour of Atrium',
        description: p('Five minutes around the marketplace, education and support.'),
        durationSeconds: 312,
      },
      { title: 'Installing your first app', description: p('Find an app, choose locations, install.'), durationSeconds: 245 },
      { title: 'Inviting your team', description: p('Roles, locations and who sees what.'), durationSeconds: 198 },
      {
        title: 'Quick-start checklist (PDF)',
        description: p('Print it, tick it off.'),
        documentUrl: 'https://atrium.example/docs/quick-start.pdf',
      },
    ],
  },
  {
    name: 'Marketing automation',
    description: 'Workflows that bring customers back.',
    items: [
      {
        title: 'Missed-call text back in ten minutes',
        description: p('Set it up once; never lose a caller again.'),
        durationSeconds: 604,
      },
      { title: 'Review requests that get answered', description: p('Timing, wording and follow-ups.'), durationSeconds: 521 },
      { title: 'Birthday campaigns', description: p('A small touch with big returns.'), durationSeconds: 377 },
      {
        title: 'Workflow recipes (PDF)',
        description: p('Twelve workflows to copy.'),
        documentUrl: 'https://atrium.example/docs/workflow-recipes.pdf',
      },
      { title: 'Lead scoring explained', description: p('Which leads to call first, and why.'), durationSeconds: 733 },
    ],
  },
  {
    name: 'Sales and onboarding',
    description: 'Winning and keeping clients.',
    items: [
      { title: 'Pricing your services', description: p('Packages that sell and keep margins healthy.'), durationSeconds: 842 },
      {
        title: 'The perfect onboarding call',
        description: p('An agenda you can reuse with every new client.'),
        durationSeconds: 655,
      },
      {
        title: 'Proposal template (DOCX)',
        description: p('Edit, brand, send.'),
        documentUrl: 'https://atrium.example/docs/proposal-template.docx',
      },
      { title: 'Handling objections', description: p('The six objections you will hear, answered.'), durationSeconds: 498 },
    ],
  },
  {
    name: 'Snapshots',
    description: 'Build once, launch many.',
    items: [
      {
        title: 'What goes into a snapshot',
        description: p('Funnels, workflows, fields and what stays out.'),
        durationSeconds: 430,
      },
      { title: 'Versioning snapshots', description: p('Ship updates without breaking live clients.'), durationSeconds: 389 },
      { title: 'Selling snapshots in your store', description: p('Pricing, previews and delivery.'), durationSeconds: 566 },
    ],
  },
];

export async function seedDemoMedia(db: Db): Promise<void> {
  let n = 0;
  for (const [position, category] of LIBRARY.entries()) {
    const [row] = await db
      .insert(mediaCategories)
      .values({ name: category.name, description: category.description, position })
      .returning();
    await db.insert(mediaItems).values(
      category.items.map((item, i) => ({
        categoryId: row!._id,
        kind: item.documentUrl ? ('document' as const) : ('video' as const),
        title: item.title,
        description: item.description,
        videoId: item.documentUrl ? null : VIDEO_IDS[n++ % VIDEO_IDS.length]!,
        documentUrl: item.documentUrl ?? null,
        durationSeconds: item.durationSeconds ?? null,
        position: i,
      })),
    );
  }
}
