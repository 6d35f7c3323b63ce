import type { TAgentKnowledgeKind, TAgentTool } from '@atrium/contracts/ai-agents';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import { agentQaPairs } from '../modules/ai-agents/agent-knowledge.tables';
import { settingsOf } from '../modules/ai-agents/agent-view';
import { aiAgents, aiAgentVersions, aiConversations, aiMessageRatings, aiMessages } from '../modules/ai-agents/ai-agents.tables';
import { faqs } from '../modules/education/faqs.tables';
import { agencies, locations, memberships, users } from '../platform/tenancy/tenancy.tables';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

interface DemoAgent {
  /** The owning agency's name; null: the platform's. */
  agency: string | null;
  /** Who built and published it. */
  by: string;
  name: string;
  greeting: string;
  instructions: string;
  knowledgeKinds: TAgentKnowledgeKind[];
  tools: TAgentTool[];
  qa: [question: string, answer: string][];
}

export const SUMMIT_HELP = 'Summit Help';

/**
 * The demo's AI agents (issue 24): Summit's published help agent (its FAQs and docs, open to all its locations, with
 * search and handoff and a couple of its own Q&A pairs), the platform's guide, and Harbor's assistant. Their
 * passages are indexed on the first start, like the rest of the demo's knowledge.
 */
const AGENTS: DemoAgent[] = [
  {
    agency: 'Summit Growth Agency',
    by: 'olivia@summitgrowth.test',
    name: SUMMIT_HELP,
    greeting: 'Hi! I answer from Summit’s FAQs and guides. Ask me anything about your account.',
    instructions:
      'Answer in two or three short sentences, friendly and plain. Never promise refunds or discounts. When you are not sure, offer to hand the question to the Summit team.',
    knowledgeKinds: ['faqs', 'docs', 'qa'],
    tools: ['search_knowledge', 'handoff'],
    qa: [
      [
        'When is the Summit team available?',
        'The Summit team answers **Monday to Friday, 8 am to 6 pm Central time**. Urgent tickets raised outside those hours are picked up first thing the next working day.',
      ],
      [
        'How do I book a strategy call with Summit?',
        'Ask for one in a support ticket with the category *Account*, or write to olivia@summitgrowth.test. Strategy calls last 30 minutes and are free once a quarter.',
      ],
    ],
  },
  {
    agency: null,
    by: 'super-admin',
    name: 'Atrium Guide',
    greeting: 'Hello! I know the marketplace, the help pages and what changed lately.',
    instructions: 'Answer briefly and point to the page that explains more. Suggest an app only when it fits the question.',
    knowledgeKinds: ['faqs', 'docs', 'media', 'changelogs', 'catalogue'],
    tools: ['search_knowledge', 'suggest', 'handoff'],
    qa: [],
  },
  {
    agency: 'Harbor Digital',
    by: 'mia@harbordigital.test',
    name: 'Harbor Assistant',
    greeting: 'Hi there! Ask me about your Harbor account.',
    instructions: 'Be brief. Hand over to the Harbor team for anything about billing.',
    knowledgeKinds: ['faqs', 'docs', 'qa'],
    tools: ['search_knowledge', 'handoff'],
    qa: [
      [
        'Where is the Harbor Digital office?',
        'Harbor Digital works from 12 Pier Road, Austin. Visits are by appointment: ask in a support ticket.',
      ],
    ],
  },
];

interface DemoTurn {
  question: string;
  answer: string;
  /** A FAQ question the answer cites (the agency's or the platform's). */
  cites?: string;
  finishReason: string;
  rating?: { helpful: boolean; reason?: string };
}

/** Emma's (Summit Dental's location admin) chats with Summit Help: one answered well, one it could not answer. */
const CONVERSATIONS: { daysAgo: number; share: 'private' | 'location'; turns: DemoTurn[] }[] = [
  {
    daysAgo: 3,
    share: 'location',
    turns: [
      {
        question: 'Who is my account manager?',
        answer:
          'Olivia Bennett runs every Summit account. You can reach her at olivia@summitgrowth.test.\n\nI answer from Summit’s knowledge base.',
        cites: 'Who is my account manager?',
        finishReason: 'stop',
        rating: { helpful: true },
      },
    ],
  },
  {
    daysAgo: 1,
    share: 'private',
    turns: [
      {
        question: 'Can I export our patient list to Excel with the appointment history?',
        answer:
          'I could not find this in the knowledge base, so I do not want to guess. I can hand your question to the Summit team: they will answer in a support ticket.',
        finishReason: 'no_answer',
        rating: { helpful: false, reason: 'It did not know, and I needed the export today.' },
      },
    ],
  },
];

/** A demo person's id by email; `super-admin` is whoever the server made super admin (its email is configured). */
async function userId(tx: DbOrTx, email: string): Promise<string> {
  const [row] =
    email === 'super-admin'
      ? await tx.select({ id: memberships.userId }).from(memberships).where(eq(memberships.role, 'super_admin')).limit(1)
      : await tx.select({ id: users._id }).from(users).where(eq(users.email, email));
  return row!.id;
}

async function agencyId(tx: DbOrTx, name: string | null): Promise<string | null> {
  if (name === null) return null;
  const [row] = await tx.select({ id: agencies._id }).from(agencies).where(eq(agencies.name, name));
  return row!.id;
}

export async function seedDemoAgents(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const ids = new Map<string, string>();
    for (const spec of AGENTS) {
      const by = await userId(tx, spec.by);
      const [row] = await tx
        .insert(aiAgents)
        .values({
          agencyId: await agencyId(tx, spec.agency),
          name: spec.name,
          greeting: spec.greeting,
          instructions: spec.instructions,
          knowledgeKinds: spec.knowledgeKinds,
          locationIds: null,
          tools: spec.tools,
          status: 'published',
          publishedVersion: 1,
          createdById: by,
        })
        .returning();
      await tx.insert(aiAgentVersions).values({ agentId: row!._id, version: 1, settings: settingsOf(row!), publishedById: by });
      if (spec.qa.length > 0)
        await tx.insert(agentQaPairs).values(spec.qa.map(([question, answer]) => ({ agentId: row!._id, question, answer })));
      ids.set(spec.name, row!._id);
    }
    await seedConversations(tx, ids.get(SUMMIT_HELP)!);
  });
}

async function seedConversations(tx: DbOrTx, agentId: string) {
  const emma = await userId(tx, 'emma@summitdental.test');
  const [membership] = await tx
    .select({ agencyId: memberships.agencyId, locationId: memberships.locationId })
    .from(memberships)
    .innerJoin(locations, eq(locations._id, memberships.locationId))
    .where(eq(memberships.userId, emma));
  for (const [n, chat] of CONVERSATIONS.entries()) {
    const started = new Date(Date.now() - chat.daysAgo * DAY - n * MINUTE);
    const [conversation] = await tx
      .insert(aiConversations)
      .values({
        agentId,
        agencyId: membership!.agencyId,
        locationId: membership!.locationId,
        userId: emma,
        title: chat.turns[0]!.question,
        share: chat.share,
        lastMessageAt: new Date(started.getTime() + chat.turns.length * 2 * MINUTE),
        createdAt: started,
        updatedAt: started,
      })
      .returning();
    for (const [i, turn] of chat.turns.entries()) {
      const askedAt = new Date(started.getTime() + i * 2 * MINUTE);
      await tx
        .insert(aiMessages)
        .values({ conversationId: conversation!._id, role: 'user', authorId: emma, text: turn.question, createdAt: askedAt });
      const [faq] = turn.cites ? await tx.select({ id: faqs._id }).from(faqs).where(eq(faqs.question, turn.cites)).limit(1) : [];
      const [answer] = await tx
        .insert(aiMessages)
        .values({
          conversationId: conversation!._id,
          role: 'assistant',
          text: turn.answer,
          // The FAQ as answers cite it (its screen opens at the question); passages are made on the first start.
          sources: faq ? [{ passageId: faq.id, title: turn.cites!, url: `/faq#q-${faq.id}` }] : [],
          finishReason: turn.finishReason,
          promptTokens: 0,
          completionTokens: 0,
          createdAt: new Date(askedAt.getTime() + 4_000),
        })
        .returning({ _id: aiMessages._id });
      if (turn.rating)
        await tx.insert(aiMessageRatings).values({
          messageId: answer!._id,
          userId: emma,
          conversationId: conversation!._id,
          helpful: turn.rating.helpful,
          reason: turn.rating.reason ?? null,
        });
    }
  }
}
