export { AboutPage } from './about-page';
export { DisclaimerPage } from './disclaimer-page';
export { PrivacyPage } from './privacy-page';
export { LEGAL_LAST_UPDATED, Section, StaticPage, type StaticPageProps } from './static-page';
export { TermsPage } from './terms-page';
export { VendorTermsPage } from './vendor-terms-page';
