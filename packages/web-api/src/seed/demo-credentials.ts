/** The demo accounts, seeded only in demo mode (AGENCY_DEMO=1) into a database without users; also in the README. */
export const DEMO_CREDENTIALS = {
  customer: { email: 'demo@agency.test', password: 'demo-customer-2026', phone: '+10000000001' },
  admin: { email: 'admin@agency.test', password: 'demo-admin-2026' },
} as const;
