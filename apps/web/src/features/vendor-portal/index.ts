export { VendorLandingPage } from './landing-page';
export { VendorPortalPage } from './portal';
