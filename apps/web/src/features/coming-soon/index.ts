export { ComingSoonPage, type ComingSoonPageProps, humanizeSlug } from './coming-soon-page';
export { DirectoryPage, NewsArticlePage, NewsPage, RegistryPage, VendorPortalPage } from './pages';
