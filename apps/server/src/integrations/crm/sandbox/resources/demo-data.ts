import type pg from 'pg';
import type { DemoCompany, DemoLocation, SandboxDemo } from '../demo-data';
import { demoId } from '../ids';
import { DEMO_FIRST_NAMES, DEMO_LAST_NAMES, DEMO_MESSAGES, DEMO_SOURCES, DEMO_TAGS } from './demo-text';
import { DEMO_SNAPSHOTS } from './snapshot-demo';

/**
 * The resources' demo rows for the demo locations: three dozen contacts each, custom fields and values, workflows,
 * products, a few conversations, and Summit Growth's snapshots. Everything is derived from the location's position
 * and fixed dates, so every fresh sandbox holds the same rows with the same ids.
 */

const CONTACTS_PER_LOCATION = 36;
/** The demo's calendar starts here; rows are spread over the weeks after it. */
const EPOCH = Date.UTC(2026, 0, 5, 15, 0, 0);
const HOUR = 3_600_000;
const at = (hours: number) => new Date(EPOCH + hours * HOUR);

const insert = async (client: pg.PoolClient, table: string, row: Record<string, unknown>, onConflict = '') => {
  const columns = Object.keys(row);
  await client.query(
    `INSERT INTO crm_sandbox.${table} (${columns.join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')}) ${onConflict}`,
    Object.values(row),
  );
};

async function seedLocation(client: pg.PoolClient, company: DemoCompany, location: DemoLocation, l: number) {
  const slug = new URL(location.website).hostname.replace(/\.test$/, '');
  const fields = [
    {
      key: 'contact.preferred_contact_time',
      name: 'Preferred contact time',
      type: 'SINGLE_OPTIONS',
      options: ['Morning', 'Afternoon', 'Evening'],
    },
    { key: 'contact.lifetime_value', name: 'Lifetime value', type: 'MONETORY', options: [] },
    { key: 'contact.first_visit_notes', name: 'Notes from first visit', type: 'LARGE_TEXT', options: [] },
  ];
  for (const [position, f] of fields.entries()) {
    await insert(client, 'custom_fields', {
      id: demoId(`custom-field:${location.id}:${f.key}`),
      location_id: location.id,
      name: f.name,
      field_key: f.key,
      data_type: f.type,
      position,
      picklist_options: f.options,
      model: 'contact',
      created_at: at(position),
    });
  }
  const values = [
    ['Business phone', 'business_phone', location.phone],
    ['Booking link', 'booking_link', `https://${slug}.test/book`],
    ['Review link', 'review_link', `https://${slug}.test/review`],
  ];
  for (const [name, key, value] of values) {
    await insert(client, 'custom_values', {
      id: demoId(`custom-value:${location.id}:${key}`),
      location_id: location.id,
      name,
      field_key: `{{ custom_values.${key} }}`,
      value,
      created_at: at(1),
    });
  }
  const users = company.users.filter((u) => u.type === 'agency' || u.locationIds.includes(location.id));
  const contactIds: string[] = [];
  for (let i = 0; i < CONTACTS_PER_LOCATION; i++) {
    const first = DEMO_FIRST_NAMES[(i * 7 + l * 3) % DEMO_FIRST_NAMES.length]!;
    const last = DEMO_LAST_NAMES[(i * 11 + l * 5) % DEMO_LAST_NAMES.length]!;
    const id = demoId(`contact:${location.id}:${i}`);
    contactIds.push(id);
    const added = at(24 + l * 3 + i * 17);
    await insert(client, 'contacts', {
      id,
      location_id: location.id,
      first_name: first,
      last_name: last,
      email: `${first}.${last}${i}@example.test`.toLowerCase(),
      phone: `+1512${String(5_550_000 + l * 100 + i + 300).padStart(7, '0')}`,
      company_name: i % 5 === 0 ? `${last} & Co` : null,
      city: location.city,
      state: location.state,
      postal_code: location.postalCode,
      country: location.country,
      timezone: location.timezone,
      source: DEMO_SOURCES[i % DEMO_SOURCES.length],
      type: i % 4 === 0 ? 'customer' : 'lead',
      assigned_to: users.length ? users[i % users.length]!.id : null,
      dnd: i % 13 === 12,
      tags: [DEMO_TAGS[i % DEMO_TAGS.length]!, ...(i % 3 === 0 ? [DEMO_TAGS[(i + 2) % DEMO_TAGS.length]!] : [])],
      custom_fields: JSON.stringify([
        { id: demoId(`custom-field:${location.id}:contact.preferred_contact_time`), value: fields[0]!.options[i % 3] },
      ]),
      date_added: added,
      date_updated: i % 6 === 0 ? at(24 + l * 3 + i * 17 + 40) : added,
    });
  }
  const workflows = ['New lead nurture', 'Appointment reminder', 'Review request', 'Missed call text back', 'Birthday greeting'];
  for (const [w, name] of workflows.entries()) {
    await insert(client, 'workflows', {
      id: demoId(`workflow:${location.id}:${w}`),
      location_id: location.id,
      name,
      status: w === 4 ? 'draft' : 'published',
      version: 1 + ((w + l) % 3),
      created_at: at(2 + w),
      updated_at: at(200 + w * 9),
    });
  }
  const products = [
    ['Consultation', 'SERVICE', 'A first meeting to plan what comes next.'],
    ['Monthly membership', 'SERVICE', 'Unlimited visits, billed every month.'],
    ['Gift card', 'DIGITAL', 'Sent by email, valid for a year.'],
    ['Starter kit', 'PHYSICAL', 'Everything a new customer needs on day one.'],
  ];
  for (const [p, [name, type, description]] of products.entries()) {
    await insert(client, 'products', {
      id: demoId(`product:${location.id}:${p}`),
      location_id: location.id,
      name,
      product_type: type,
      description,
      available_in_store: p !== 3,
      created_at: at(10 + p),
      updated_at: at(10 + p),
    });
  }
  for (let c = 0; c < 8; c++) {
    const message = DEMO_MESSAGES[(c + l) % DEMO_MESSAGES.length]!;
    await insert(client, 'conversations', {
      id: demoId(`conversation:${location.id}:${c}`),
      location_id: location.id,
      contact_id: contactIds[c]!,
      type: message.channel === 'email' ? 'TYPE_EMAIL' : 'TYPE_PHONE',
      last_message_body: message.body,
      last_message_type: message.channel === 'email' ? 'TYPE_EMAIL' : 'TYPE_SMS',
      last_message_direction: message.inbound ? 'inbound' : 'outbound',
      unread_count: message.inbound ? (c % 3) + 1 : 0,
      starred: c === 2,
      assigned_to: users.length ? users[c % users.length]!.id : null,
      last_message_date: at(700 - c * 5 - l),
      date_added: at(300 + c),
    });
  }
}

/**
 * Loads the resources' demo rows for the demo companies and locations, inside the transaction that loads the
 * core's, so an empty sandbox gets all or nothing.
 */
export async function seedResourceDemoData(client: pg.PoolClient, demo: SandboxDemo): Promise<void> {
  let l = 0;
  for (const company of demo.companies) {
    for (const location of company.locations) await seedLocation(client, company, location, l++);
  }
  await seedDemoSnapshots(client, demo);
}

/**
 * Summit Growth's demo snapshots with their contents (Harbor Digital has none: the empty list is a case too). Ids are
 * fixed and rows already there stay, so a sandbox seeded before a snapshot or its contents existed gains them at
 * its next start.
 */
export async function seedDemoSnapshots(client: pg.PoolClient, demo: SandboxDemo): Promise<void> {
  const summit = demo.companies.find((c) => c.name === 'Summit Growth Agency');
  if (!summit) return;
  const { rowCount } = await client.query('SELECT 1 FROM crm_sandbox.companies WHERE id = $1', [summit.id]);
  if (!rowCount) return;
  for (const [s, snapshot] of DEMO_SNAPSHOTS.entries()) {
    const id = demoId(`snapshot:${summit.id}:${s}`);
    const row = { id, company_id: summit.id, name: snapshot.name, type: snapshot.type, created_at: at(s * 30) };
    await insert(client, 'snapshots', row, 'ON CONFLICT DO NOTHING');
    for (const [type, names] of Object.entries(snapshot.assets)) {
      for (const [position, name] of names.entries()) {
        const asset = { snapshot_id: id, asset_type: type, position, name };
        await insert(client, 'snapshot_assets', asset, 'ON CONFLICT DO NOTHING');
      }
    }
    for (const [position, name] of snapshot.customValues.entries()) {
      await insert(client, 'snapshot_custom_values', { snapshot_id: id, position, name }, 'ON CONFLICT DO NOTHING');
    }
  }
}
