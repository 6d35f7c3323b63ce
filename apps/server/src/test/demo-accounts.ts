/**
 * The demo accounts (README's table) but the super admin (each test app or server configures its own), and the portal
 * each signs in through; free of vitest, so benchmarks (the retrieval evaluation) name the same people.
 */
export const DEMO_ACCOUNTS = {
  creator: ['creator@atrium.test', 'auth'],
  summitAdmin: ['olivia@summitgrowth.test', 'auth'],
  summitStaff: ['noah@summitgrowth.test', 'auth'],
  dentalAdmin: ['emma@summitdental.test', 'user'],
  dentalStaff: ['liam@summitdental.test', 'user'],
  realtyStaff: ['ava@summitrealty.test', 'user'],
  harborAdmin: ['mia@harbordigital.test', 'auth'],
  fitnessAdmin: ['lucas@harborfitness.test', 'user'],
  homeStaff: ['sofia@harborhome.test', 'user'],
  endUser: ['end.user@atrium.test', 'user'],
} as const;

export type DemoAccountName = keyof typeof DEMO_ACCOUNTS;
