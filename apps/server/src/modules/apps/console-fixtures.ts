import type { TAppListingInput } from '@atrium/contracts/app-console';
import { hashPassword } from '../../platform/auth/passwords';
import { createSession } from '../../platform/auth/sessions';
import { memberships, users } from '../../platform/tenancy/tenancy.tables';
import { TEST_PASSWORD, type TestUser } from '../../test/tenants';
import type { TestApp } from '../../test/test-app';
import { partnerMembers, partners } from './apps.tables';

/** Test-only helpers of the console and review tests: partners, app creators and a valid listing. */

export async function makePartner(t: TestApp, name: string): Promise<{ _id: string; name: string; slug: string }> {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const [partner] = await t.db
    .insert(partners)
    .values({ name, slug, tagline: `Apps by ${name}`, description: '' })
    .returning({ _id: partners._id, name: partners.name, slug: partners.slug });
  return partner!;
}

/** An app creator (no agency) with a live session, member of the given partners. */
export async function makeCreator(
  t: TestApp,
  email: string,
  partnerIds: string[],
  name: { firstName: string; lastName: string } = { firstName: 'Casey', lastName: 'Morgan' },
): Promise<TestUser> {
  const [user] = await t.db
    .insert(users)
    .values({ email, passwordHash: await hashPassword(TEST_PASSWORD), ...name })
    .returning();
  await t.db.insert(memberships).values({ userId: user!._id, role: 'app_creator' });
  if (partnerIds.length > 0)
    await t.db.insert(partnerMembers).values(partnerIds.map((partnerId) => ({ partnerId, userId: user!._id })));
  const policy = { idleMs: 3_600_000, absoluteMs: 86_400_000, superAdminEmail: t.config.SUPER_ADMIN_EMAIL };
  const { token } = await createSession({ db: t.db, userId: user!._id, policy });
  return { _id: user!._id, email, token, headers: { authorization: `Bearer ${token}` } };
}

/** A listing the contract accepts; tests override what they look at. */
export const listing = (overrides: Partial<TAppListingInput> = {}): TAppListingInput => ({
  name: 'Quill Review Booster',
  tagline: 'Ask every happy client for a review, automatically',
  description: '<p>Sends <strong>review requests</strong> after each visit.</p>',
  iconUrl: 'https://cdn.example.com/quill.png',
  type: 'automation',
  categories: ['Reputation'],
  tags: ['reviews'],
  installTarget: 'both',
  screenshots: [{ url: 'https://cdn.example.com/shot-1.png', caption: 'The dashboard' }],
  videoUrl: null,
  customPageUrl: null,
  support: { website: 'https://quill.example.com', email: 'help@quill.example.com', docsUrl: null, privacyUrl: null },
  ...overrides,
});
