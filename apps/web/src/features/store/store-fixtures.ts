import type { TStore, TStoreListingDetail, TStoreOrder, TStoreSubscription } from '@atrium/contracts/store';
import type { TUser } from '@atrium/contracts/users';
import { setSession } from '@/lib/session-store';

/** Ids and records the store's tests share: Summit's store, a product of it, an order, and who is signed in. */
const id = (n: number) => `0192f1c2-0000-7000-8000-${n.toString(16).padStart(12, '0')}`;
const AT = '2026-11-27T08:00:00.000Z';

export const AGENCY = id(0xa1);
export const LOCATION = id(0xc1);
export const USER = id(0xb1);
export const STORE_ID = id(0x51);
export const PRODUCT_ID = id(0x71);
export const ORDER_ID = id(0x91);
export const SUBSCRIPTION_ID = id(0x93);

export function signIn(role: TUser['role'], overrides: Partial<TUser> = {}) {
  const location = role === 'location_admin' || role === 'staff';
  setSession({
    token: 'tok-c2',
    user: {
      _id: USER,
      email: 'emma@summitdental.test',
      firstName: 'Emma',
      lastName: 'Dental',
      role,
      agencyId: AGENCY,
      locationId: location ? LOCATION : null,
      createdAt: AT,
      ...overrides,
    },
    agency: null,
  });
}

export const store = (overrides: Partial<TStore> = {}): TStore => ({
  _id: STORE_ID,
  agencyId: AGENCY,
  name: 'Summit Growth services',
  description: null,
  currency: 'USD',
  open: true,
  sellerName: 'Summit Growth',
  canTakePayments: true,
  publishedCount: 1,
  hasSales: false,
  createdAt: AT,
  updatedAt: AT,
  ...overrides,
});

export const listing = (overrides: Partial<TStoreListingDetail> = {}): TStoreListingDetail => ({
  _id: PRODUCT_ID,
  storeId: STORE_ID,
  kind: 'service',
  name: 'Local SEO audit',
  description: '<p>A full audit.</p>',
  images: [],
  priceMinor: 9_700,
  currency: 'USD',
  billing: 'one_time',
  options: [
    {
      name: 'Pages',
      required: true,
      choices: [
        { label: '5 pages', priceMinor: 0 },
        { label: '20 pages', priceMinor: 5_000 },
      ],
    },
  ],
  deliverables: 'A report',
  deliveryDays: 5,
  snapshot: null,
  tags: [],
  position: 0,
  createdAt: AT,
  updatedAt: AT,
  snapshotFields: [],
  store: store(),
  ...overrides,
});

export const order = (overrides: Partial<TStoreOrder> = {}): TStoreOrder => ({
  _id: ORDER_ID,
  storeId: STORE_ID,
  productId: PRODUCT_ID,
  productName: 'Local SEO audit',
  kind: 'service',
  options: [{ name: 'Pages', choice: '20 pages' }],
  amountMinor: 14_700,
  currency: 'USD',
  feeMinor: 294,
  status: 'pending_payment',
  location: { _id: LOCATION, name: 'Summit Dental Downtown' },
  buyer: { _id: USER, name: 'Emma Dental' },
  subscriptionId: null,
  lastPaymentError: null,
  refundedMinor: 0,
  snapshotLoad: null,
  messageCount: 0,
  paidAt: null,
  dueAt: null,
  deliveredAt: null,
  refundedAt: null,
  createdAt: AT,
  updatedAt: AT,
  ...overrides,
});

export const subscription = (overrides: Partial<TStoreSubscription> = {}): TStoreSubscription => ({
  _id: SUBSCRIPTION_ID,
  storeId: STORE_ID,
  productId: PRODUCT_ID,
  productName: 'SEO care',
  location: { _id: LOCATION, name: 'Summit Dental Downtown' },
  options: [],
  unitMinor: 9_700,
  currency: 'USD',
  interval: 'month',
  status: 'active',
  currentPeriodEnd: '2026-12-27T08:00:00.000Z',
  cancelAtPeriodEnd: false,
  canceledAt: null,
  endedAt: null,
  lastPaymentError: null,
  createdAt: AT,
  updatedAt: AT,
  ...overrides,
});

export const storefrontPath = (rest: string) => `/app/${AGENCY}/free/${USER}/${LOCATION}/${STORE_ID}/${rest}`;
export const notFound = { status: 404, body: { error: { code: 'not_found', message: 'Not found' } } };
