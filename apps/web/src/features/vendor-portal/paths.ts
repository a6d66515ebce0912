// Addresses inside the vendor portal (`/vendor/*`, spec §2).
export const VENDOR_LANDING = '/vendor';
export const VENDOR_JOIN_PATH = '/vendor/join';
export const VENDOR_PORTAL_HOME = '/vendor/dashboard';

export const PORTAL_SECTIONS = [
  { path: 'dashboard', label: 'Dashboard' },
  { path: 'listing', label: 'Listing' },
  { path: 'inquiries', label: 'Inquiries' },
  { path: 'promotions', label: 'Promotions' },
  { path: 'benefits', label: 'Benefits' },
] as const;
