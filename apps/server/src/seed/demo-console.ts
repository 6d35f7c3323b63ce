import { asc } from 'drizzle-orm';
import type { Db } from '../db/client';
import { refreshAppDerivedColumns } from '../modules/apps/app-derived';
import { appPlans, apps, appVersions, partnerMembers, partners } from '../modules/apps/apps.tables';
import { memberships, users } from '../platform/tenancy/tenancy.tables';
import { type DemoImage, demoImageKey } from './demo-app-media';
import { brandOf } from './demo-app-text';
import type { Glyph } from './demo-art-glyphs';
import { iconSvg, PALETTES } from './demo-art-icons';
import { screenSvg } from './demo-art-screens';
import { random } from './demo-random';

const DAY = 86_400_000;

/**
 * The app console's demo: an app creator (creator@atrium.test, Casey Morgan) who belongs to the first
 * partner by name, and two more apps of that partner, a draft and one in review (so the super admin's
 * review queue is not empty). Runs after the catalogue is seeded.
 */
export async function seedDemoConsole(db: Db, passwordHash: string, { art = false } = {}): Promise<DemoImage[]> {
  const images: DemoImage[] = [];
  // The draft was sent back for want of screenshots: it has an icon only; the app in review has both.
  const picture = (svg: string) => {
    const key = demoImageKey(svg);
    images.push({ key, svg });
    return `/uploads/${key}`;
  };
  const icon = (glyph: Glyph, palette: number) =>
    art ? picture(iconSvg({ glyph, palette: PALETTES[palette]!, style: 'halo', angle: 35 })) : null;
  await db.transaction(async (tx) => {
    const [partner] = await tx
      .select({ _id: partners._id, name: partners.name })
      .from(partners)
      .orderBy(asc(partners.name))
      .limit(1);
    if (!partner) return;
    const [creator] = await tx
      .insert(users)
      .values({ email: 'creator@atrium.test', passwordHash, firstName: 'Casey', lastName: 'Morgan' })
      .returning({ _id: users._id });
    await tx.insert(memberships).values({ userId: creator!._id, role: 'app_creator' });
    await tx.insert(partnerMembers).values({ partnerId: partner._id, userId: creator!._id });

    const now = Date.now();
    const base = {
      partnerId: partner._id,
      installTarget: 'both' as const,
      supportWebsite: 'https://support.example.com',
      supportEmail: 'help@example.com',
    };
    const [draft, inReview] = await tx
      .insert(apps)
      .values([
        {
          ...base,
          name: `${brandOf(partner.name)} Smart Scheduler`,
          tagline: 'Let clients book the right slot without the back and forth',
          description:
            '<p>Clients waste days agreeing on a time. A <strong>booking assistant</strong> that suggests the free slots ' +
            'that suit both sides, books the one the client picks and sends reminders by text and email.</p>' +
            '<p>• Suggests three slots from the team’s real availability<br />• Works with Google and Outlook ' +
            'calendars<br />• Reminders a day and an hour before</p><p>Install it on the locations that take ' +
            'bookings; each keeps its own hours and services.</p>',
          type: 'integration',
          categories: ['Scheduling'],
          tags: ['booking', 'calendar'],
          status: 'draft',
          iconUrl: icon('calendarCheck', 12),
          rejectionReason: 'Please add screenshots of the booking page and a privacy policy link.',
          submittedAt: new Date(now - 6 * DAY),
          reviewedAt: new Date(now - 4 * DAY),
        },
        {
          ...base,
          name: `${brandOf(partner.name)} Review Inbox`,
          tagline: 'Every review from every platform in one inbox, with AI replies',
          description:
            '<p>Reviews arrive on three platforms and nobody sees all of them. It collects reviews from ' +
            'Google and Facebook into one list per location and drafts <em>polite replies</em> for you to approve.</p>' +
            '<p>• New reviews within the hour<br />• Drafted replies in the business’s own tone<br />• A weekly ' +
            'summary of ratings per location</p><p>Install it for the agency to watch every client at once, or ' +
            'on single locations.</p>',
          type: 'reporting',
          categories: ['Reputation', 'Reporting'],
          tags: ['reviews'],
          status: 'in_review',
          iconUrl: icon('inbox', 4),
          screenshots: art
            ? (['reviews', 'dashboard', 'phone'] as const).map((kind, i) => {
                const name = `${brandOf(partner.name)} Review Inbox`;
                const features = ['New reviews within the hour', 'Drafted replies in your own tone', 'Weekly ratings summary'];
                const shot = screenSvg({
                  kind,
                  appName: name,
                  glyph: 'inbox',
                  palette: PALETTES[4]!,
                  features,
                  random: random(i + 1).next,
                });
                return { url: picture(shot.svg), caption: shot.caption };
              })
            : [],
          submittedAt: new Date(now - DAY),
        },
      ])
      .returning({ _id: apps._id });
    await tx.insert(appPlans).values([
      { appId: draft!._id, name: 'Free', model: 'free', priceCents: 0, features: ['One calendar'], position: 0 },
      {
        appId: draft!._id,
        name: 'Team',
        model: 'monthly',
        priceCents: 1900,
        trialDays: 14,
        features: ['Unlimited calendars'],
        position: 1,
      },
      {
        appId: inReview!._id,
        name: 'Monthly',
        model: 'monthly',
        priceCents: 2900,
        trialDays: 7,
        features: ['All platforms'],
        position: 0,
      },
    ]);
    await tx.insert(appVersions).values([
      { appId: draft!._id, version: '0.9.0', notes: '<p>Beta for early testers.</p>', releasedAt: new Date(now - 10 * DAY) },
      { appId: inReview!._id, version: '1.0.0', notes: '<p>First release.</p>', releasedAt: new Date(now - 2 * DAY) },
    ]);
    await refreshAppDerivedColumns(tx, [draft!._id, inReview!._id]);
  });
  return images;
}
