// Composes the HTTP application: middleware in order (headers, deps, body limit, Origin, session),
// the API under /api, the dev mailbox, health, and the built web app. One onError for everything.
import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import { accountDocs, accountRoutes } from './auth/account-routes';
import { loadSession } from './auth/middleware';
import { authDocs, authRoutes } from './auth/routes';
import type { AppDeps, AppEnv } from './context';
import { mailboxApi, mailboxPage } from './email/mailbox-routes';
import { AppError, handleError } from './errors';
import { compressWhole, JSON_TYPES } from './http/compress';
import { methodsByPath } from './http/method-not-allowed';
import {
  isListingPhotoUpload,
  limitBody,
  MAX_JSON_BODY_BYTES,
  requireAllowedOrigin,
  requireJsonBody,
  securityHeaders,
} from './http/security';
import { sitemapRoutes } from './http/sitemap';
import { webAppRoutes } from './http/static';
import type { RouteDoc } from './openapi/registry';
import { openApiRoutes } from './openapi/routes';
import type { ApiResource } from './resources';
import { adminDocs, adminRoutes } from './routes/admin';
import { budgetResource, clearAllDataDocs, clearAllDataRoutes } from './routes/budget';
import { checklistDocs, checklistV2Routes, legacyChecklistRoutes } from './routes/checklist';
import { dashboardDocs, dashboardRoutes } from './routes/dashboard';
import { directoryResource } from './routes/directory';
import { listingTeamResource } from './routes/directory/team';
import { expertDocs, expertRoutes } from './routes/expert';
import { guestsResource, partyMembersResource } from './routes/guests';
import { healthRoutes, readinessRoutes } from './routes/health';
import { marketplaceResource } from './routes/marketplace';
import { newsDocs, newsRoutes } from './routes/news';
import { paymentsResource } from './routes/payments';
import { ownPlanDocs, ownPlanRoutes } from './routes/plans';
import { publicRsvpDocs, publicRsvpRoutes } from './routes/public-rsvp';
import { registryResource } from './routes/registry';
import { registryItemsResource } from './routes/registry/items';
import { publicRunOfShowResource, runOfShowResource } from './routes/run-of-show';
import { floorElementsResource, seatingResource, seatingTablesResource } from './routes/seating';
import { inviteRoutes, planSharingRoutes, sharingDocs } from './routes/sharing';
import { vendorAnalyticsResource } from './routes/vendor-analytics';
import { vendorFavoritesResource } from './routes/vendor-favorites';
import { vendorInquiriesResource } from './routes/vendor-inquiries';
import { vendorPromotionsResource } from './routes/vendor-promotions';
import { vendorsResource } from './routes/vendors';
import { waitlistDocs, waitlistRoutes } from './routes/waitlist';
import { weddingInfoDocs, weddingInfoRoutes } from './routes/wedding-info';
import { storageApiRoutes, storageDocs, storageFileRoutes } from './storage/routes';
import { syncRoutes } from './sync/routes';

/**
 * Everything under /api: each resource's routes with their documentation. app.ts mounts this list and
 * the OpenAPI document is built from it, so a route cannot be mounted undocumented (a test checks).
 */
export const API_RESOURCES: ApiResource[] = [
  { path: '/auth', routes: authRoutes, docs: authDocs },
  { path: '/account', routes: accountRoutes, docs: accountDocs },
  { path: '/waitlist', routes: waitlistRoutes, docs: waitlistDocs },
  { path: '/wedding-info', routes: weddingInfoRoutes, docs: weddingInfoDocs },
  { path: '/dashboard', routes: dashboardRoutes, docs: dashboardDocs },
  { path: '/expert', routes: expertRoutes, docs: expertDocs },
  {
    path: '/checklist-v2',
    routes: checklistV2Routes,
    docs: checklistDocs.filter((d) => d.path.startsWith('/api/checklist-v2')),
  },
  {
    path: '/checklist',
    routes: legacyChecklistRoutes,
    docs: checklistDocs.filter((d) => !d.path.startsWith('/api/checklist-v2')),
  },
  budgetResource,
  paymentsResource,
  { path: '/clear-all-data', routes: clearAllDataRoutes, docs: clearAllDataDocs },
  // Before the guests: `/guests/party-members/{id}` is never a guest id.
  partyMembersResource,
  guestsResource,
  seatingTablesResource,
  floorElementsResource,
  seatingResource,
  { path: '/public/rsvp', routes: publicRsvpRoutes, docs: publicRsvpDocs },
  runOfShowResource,
  publicRunOfShowResource,
  vendorsResource,
  // POST /plans itself; the sharing routes below are all under /plans/{planId}.
  { path: '/plans', routes: ownPlanRoutes, docs: ownPlanDocs },
  {
    path: '/plans',
    routes: planSharingRoutes,
    docs: sharingDocs.filter((d) => d.path.startsWith('/api/plans')),
  },
  {
    path: '/invites',
    routes: inviteRoutes,
    docs: sharingDocs.filter((d) => !d.path.startsWith('/api/plans')),
  },
  { path: '/storage', routes: storageApiRoutes, docs: storageDocs },
  { path: '/news', routes: newsRoutes, docs: newsDocs },
  { path: '/admin', routes: adminRoutes, docs: adminDocs },
  // Items first: /registry/items/… must not be taken for a registry id.
  registryItemsResource,
  registryResource,
  marketplaceResource,
  vendorFavoritesResource,
  vendorInquiriesResource,
  vendorAnalyticsResource,
  vendorPromotionsResource,
  directoryResource,
  // A listing's team: /directory/vendors/{id}/members.
  listingTeamResource,
];

export const API_DOCS: RouteDoc[] = API_RESOURCES.flatMap((resource) => resource.docs);

const jsonBodyLimit = limitBody(MAX_JSON_BODY_BYTES);

export function createApp(deps: AppDeps) {
  // strict: false so /api/guests/ and /api/guests are the same route (the spec writes both).
  const app = new Hono<AppEnv>({ strict: false });
  app.onError(handleError);
  app.use('*', requestId());
  app.use('*', securityHeaders);
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  // Uploads have their own, larger limit on their route.
  app.use('/api/*', (c, next) =>
    c.req.path.startsWith('/api/storage/') || isListingPhotoUpload(c.req.path)
      ? next()
      : jsonBodyLimit(c, next),
  );
  app.use('*', requireAllowedOrigin);
  // JSON of a kilobyte or more is gzipped for clients that take it (http/compress.ts); the web
  // app's files come compressed at build time (http/static.ts).
  // An answer that does not say how long it may be kept is not kept: most carry someone's plan,
  // guests or inquiries, and a shared cache or the browser's back button must not show them to the
  // next person. Public answers that may be cached say so themselves (news, directory, catalog).
  app.use('/api/*', async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
  });
  app.use('/api/*', compressWhole(JSON_TYPES));
  app.use('/api/*', requireJsonBody);
  app.use('/api/*', loadSession);

  const api = new Hono<AppEnv>();
  for (const resource of API_RESOURCES) api.route(resource.path, resource.routes);
  api.route('/docs', openApiRoutes(API_DOCS));
  if (deps.config.env !== 'production') api.route('/dev/mailbox', mailboxApi);
  const methodsOf = methodsByPath(API_DOCS);
  api.all('*', (c) => {
    const allowed = methodsOf(c.req.path);
    if (allowed.length === 0) throw AppError.notFound('Not found');
    c.header('Allow', allowed.join(', '));
    if (c.req.method === 'OPTIONS') return c.body(null, 204);
    return c.json({ detail: `${c.req.method} is not allowed here. Allowed: ${allowed.join(', ')}.` }, 405);
  });
  app.route('/api', api);

  app.route('/sync', syncRoutes());
  app.route('/storage', storageFileRoutes);
  app.route('/healthz', healthRoutes);
  app.route('/readyz', readinessRoutes);
  app.route('/', sitemapRoutes);
  if (deps.config.env !== 'production') app.route('/dev/mailbox', mailboxPage);
  if (deps.config.webDist)
    app.route(
      '/',
      webAppRoutes(deps.config.webDist, async (request, env) => app.fetch(request, env)),
    );
  app.notFound((c) => c.json({ detail: 'Not found' }, 404));
  return app;
}
