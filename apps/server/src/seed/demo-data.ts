import { count } from 'drizzle-orm';
import type { Db } from '../db/client';
import { agencyProfiles } from '../modules/agencies/agencies.tables';
import { podcasts } from '../modules/podcasts/podcasts.tables';
import { hashPassword } from '../platform/auth/passwords';
import type { Storage } from '../platform/storage/storage';
import { agencies, locations, memberships, users } from '../platform/tenancy/tenancy.tables';
import { seedDemoAgents } from './demo-agents';
import { storeDemoImages } from './demo-app-media';
import { seedCatalogue } from './demo-catalogue';
import { seedDemoCategoryTranslations } from './demo-category-translations';
import { seedDemoChecklists } from './demo-checklists';
import { seedDemoConsole } from './demo-console';
import { seedDemoDocs } from './demo-docs';
import { seedDemoEducationHome } from './demo-education-home';
import { seedDemoFaqs } from './demo-faqs';
import { seedDemoInstalls } from './demo-installs';
import { seedDemoMedia } from './demo-media';
import { seedDemoOnboarding } from './demo-onboarding';
import { seedDemoPartnerEducation } from './demo-partner-education';
import { seedDemoPaymentAccounts } from './demo-payment-accounts';
import { seedDemoPlayers } from './demo-players';
import { DEMO_PODCASTS } from './demo-podcasts';
import { seedDemoProspects } from './demo-prospects';
import { seedDemoQuizzes } from './demo-quizzes';
import { seedDemoRoadmap } from './demo-roadmap';
import { seedDemoSnapshots } from './demo-snapshots';
import { seedDemoStore } from './demo-store';
import { seedDemoSupport } from './demo-support';
import { seedDemoTestimonials } from './demo-testimonials';
import { seedDemoTools } from './demo-tools';
import { seedDemoZoomCalls } from './demo-zoom-calls';

/** Every demo account shares this password (documented in README). */
export const DEMO_PASSWORD = 'atrium-demo-2026';

type Role = typeof memberships.$inferInsert.role;

/** Two agencies with locations and staff, a super admin and the podcasts: enough to explore and to test tenancy. */
const DEMO_AGENCIES = [
  {
    name: 'Summit Growth Agency',
    email: 'hello@summitgrowth.test',
    website: 'https://summitgrowth.test',
    locations: ['Summit Dental Downtown', 'Summit Realty North'],
    people: [
      { email: 'olivia@summitgrowth.test', firstName: 'Olivia', lastName: 'Bennett', role: 'agency_admin', location: null },
      { email: 'noah@summitgrowth.test', firstName: 'Noah', lastName: 'Carter', role: 'agency_staff', location: null },
      { email: 'emma@summitdental.test', firstName: 'Emma', lastName: 'Diaz', role: 'location_admin', location: 0 },
      { email: 'liam@summitdental.test', firstName: 'Liam', lastName: 'Evans', role: 'staff', location: 0 },
      { email: 'ava@summitrealty.test', firstName: 'Ava', lastName: 'Foster', role: 'staff', location: 1 },
    ],
  },
  {
    name: 'Harbor Digital',
    email: 'team@harbordigital.test',
    website: 'https://harbordigital.test',
    locations: ['Harbor Fitness Studio', 'Harbor Home Services'],
    people: [
      { email: 'mia@harbordigital.test', firstName: 'Mia', lastName: 'Garcia', role: 'agency_admin', location: null },
      { email: 'lucas@harborfitness.test', firstName: 'Lucas', lastName: 'Hughes', role: 'location_admin', location: 0 },
      { email: 'sofia@harborhome.test', firstName: 'Sofia', lastName: 'Ito', role: 'staff', location: 1 },
    ],
  },
] as const;

/**
 * Loads the demo data into an empty database; returns false (and changes nothing) when users exist. With a
 * storage, the apps and partners get drawn icons, screenshots and logos stored in it like uploads.
 */
export async function seedDemoData({
  db,
  superAdminEmail,
  storage,
}: {
  db: Db;
  superAdminEmail: string;
  storage?: Storage;
}): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  await db.transaction(async (tx) => {
    const [admin] = await tx
      .insert(users)
      .values({ email: superAdminEmail, passwordHash, firstName: 'Ada', lastName: 'Admin' })
      .returning();
    await tx.insert(memberships).values({ userId: admin!._id, role: 'super_admin' });
    await tx
      .insert(users)
      .values({ email: 'end.user@atrium.test', passwordHash, firstName: 'Eli', lastName: 'User' })
      .returning()
      .then(([u]) => tx.insert(memberships).values({ userId: u!._id, role: 'end_user' }));

    for (const spec of DEMO_AGENCIES) {
      const [agency] = await tx
        .insert(agencies)
        .values({ name: spec.name, email: spec.email, website: spec.website })
        .returning();
      await tx.insert(agencyProfiles).values({
        agencyId: agency!._id,
        description: `<p>${spec.name} helps local businesses grow with automation.</p>`,
        city: 'Austin',
        country: 'United States',
        timezone: 'America/Chicago',
        supportEmail: spec.email,
      });
      const locationRows = await tx
        .insert(locations)
        .values(spec.locations.map((name) => ({ agencyId: agency!._id, name })))
        .returning();
      for (const person of spec.people) {
        const [user] = await tx
          .insert(users)
          .values({ email: person.email, passwordHash, firstName: person.firstName, lastName: person.lastName })
          .returning();
        const locationId = person.location === null ? null : locationRows[person.location]!._id;
        await tx.insert(memberships).values({ userId: user!._id, role: person.role as Role, agencyId: agency!._id, locationId });
      }
    }

    await tx.insert(podcasts).values(
      DEMO_PODCASTS.map(({ published, ...p }) => ({
        ...p,
        status: published ? ('published' as const) : ('draft' as const),
        publishedAt: published ? new Date(`${p.date ?? '2026-08-01'}T09:00:00Z`) : null,
      })),
    );
  });
  // The marketplace: 168 apps from 24 partners, with plans, versions, reviews and the nested stores.
  const { images } = await seedCatalogue(db, { art: storage !== undefined });
  // The pictures render off the event loop while the rest loads; awaited before returning. The catch only keeps an
  // early failure from counting as unhandled until then: `await pictures` still throws it.
  const pictures = storage ? storeDemoImages({ db, storage, images }) : Promise.resolve();
  pictures.catch(() => undefined);
  await seedDemoInstalls(db);
  const consoleImages = await seedDemoConsole(db, passwordHash, { art: storage !== undefined });
  const consolePictures = storage ? storeDemoImages({ db, storage, images: consoleImages }) : Promise.resolve();
  consolePictures.catch(() => undefined);
  await seedDemoFaqs(db);
  await seedDemoChecklists(db);
  await seedDemoOnboarding(db);
  await seedDemoQuizzes(db);
  await seedDemoPlayers(db);
  await seedDemoMedia(db);
  await seedDemoTestimonials(db);
  await seedDemoZoomCalls(db);
  await seedDemoTools(db);
  await seedDemoEducationHome(db);
  await seedDemoDocs(db);
  await seedDemoPartnerEducation(db);
  await seedDemoSupport(db);
  await seedDemoRoadmap(db);
  await seedDemoProspects(db);
  await seedDemoCategoryTranslations(db);
  await seedDemoSnapshots(db);
  await seedDemoPaymentAccounts(db);
  await seedDemoStore(db);
  await seedDemoAgents(db);
  await pictures;
  await consolePictures;
  return true;
}
