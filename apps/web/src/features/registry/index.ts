// The registry area: the planner's Registry tab and the public pages (catalog and couple's page).
export { CoupleRegistryPage } from './couple-registry-page';
export { PublicCatalogPage } from './public-catalog-page';
export { RegistryTab } from './registry-tab';
