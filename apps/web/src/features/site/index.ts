export { BrandLogo, BrandMark } from './brand-logo';
export { RouteErrorPage } from './route-error-page';
export { RouteFallback } from './route-fallback';
export { SiteFooter } from './site-footer';
export { LANDING_SECTIONS, SiteHeader, type SiteHeaderProps } from './site-header';
export { SiteLayout } from './site-layout';
export { SUPPORT_EMAILS } from './support-emails';
