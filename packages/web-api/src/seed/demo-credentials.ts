/** The demo accounts seeded on first start (also written in the README): change them on any public server. */
export const DEMO_CREDENTIALS = {
  customer: { email: 'demo@agency.test', password: 'demo-customer-2026', phone: '+10000000001' },
  admin: { email: 'admin@agency.test', password: 'demo-admin-2026' },
} as const;
