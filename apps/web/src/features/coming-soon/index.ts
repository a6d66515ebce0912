export { ComingSoonPage, type ComingSoonPageProps, humanizeSlug } from './coming-soon-page';
export { DirectoryPage, RegistryPage, VendorPortalPage } from './pages';
