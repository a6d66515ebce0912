// Addresses inside the vendor portal (`/vendor/*`, spec §2).
export const VENDOR_LANDING = '/vendor';
export const VENDOR_JOIN_PATH = '/vendor/join';
export const VENDOR_PORTAL_HOME = '/vendor/dashboard';
export const VENDOR_LISTING_PATH = '/vendor/listing';
export const VENDOR_NEW_LISTING_PATH = '/vendor/listing/new';
