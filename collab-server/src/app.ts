// Composes the HTTP application: middleware in order (headers, deps, body limit, Origin, session),
// the API under /api, the dev mailbox, health, and the built web app. One onError for everything.
import { Hono } from 'hono';
import { accountDocs, accountRoutes } from './auth/account-routes';
import { loadSession } from './auth/middleware';
import { authDocs, authRoutes } from './auth/routes';
import type { AppDeps, AppEnv } from './context';
import { mailboxApi, mailboxPage } from './email/mailbox-routes';
import { AppError, handleError } from './errors';
import {
  limitBody,
  MAX_JSON_BODY_BYTES,
  requireAllowedOrigin,
  requireJsonBody,
  securityHeaders,
} from './http/security';
import { webAppRoutes } from './http/static';
import type { RouteDoc } from './openapi/registry';
import { openApiRoutes } from './openapi/routes';
import { budgetDocs, budgetRoutes, clearAllDataRoutes, paymentRoutes } from './routes/budget';
import { checklistDocs, checklistV2Routes, legacyChecklistRoutes } from './routes/checklist';
import { dashboardDocs, dashboardRoutes } from './routes/dashboard';
import { expertDocs, expertRoutes } from './routes/expert';
import { guestDocs, guestRoutes } from './routes/guests';
import { healthRoutes } from './routes/health';
import { inviteRoutes, planSharingRoutes, sharingDocs } from './routes/sharing';
import { waitlistDocs, waitlistRoutes } from './routes/waitlist';
import { weddingInfoDocs, weddingInfoRoutes } from './routes/wedding-info';
import { storageApiRoutes, storageDocs, storageFileRoutes } from './storage/routes';
import { syncRoutes } from './sync/routes';

export const API_DOCS: RouteDoc[] = [
  ...authDocs,
  ...accountDocs,
  ...weddingInfoDocs,
  ...dashboardDocs,
  ...expertDocs,
  ...checklistDocs,
  ...budgetDocs,
  ...guestDocs,
  ...sharingDocs,
  ...storageDocs,
  ...waitlistDocs,
];

const jsonBodyLimit = limitBody(MAX_JSON_BODY_BYTES);

export function createApp(deps: AppDeps) {
  // strict: false so /api/guests/ and /api/guests are the same route (the spec writes both).
  const app = new Hono<AppEnv>({ strict: false });
  app.onError(handleError);
  app.use('*', securityHeaders);
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  // Uploads have their own, larger limit on their route.
  app.use('/api/*', (c, next) => (c.req.path.startsWith('/api/storage/') ? next() : jsonBodyLimit(c, next)));
  app.use('*', requireAllowedOrigin);
  app.use('/api/*', requireJsonBody);
  app.use('/api/*', loadSession);

  const api = new Hono<AppEnv>();
  api.route('/auth', authRoutes);
  api.route('/account', accountRoutes);
  api.route('/waitlist', waitlistRoutes);
  api.route('/wedding-info', weddingInfoRoutes);
  api.route('/dashboard', dashboardRoutes);
  api.route('/expert', expertRoutes);
  api.route('/checklist-v2', checklistV2Routes);
  api.route('/checklist', legacyChecklistRoutes);
  api.route('/budget', budgetRoutes);
  api.route('/payments', paymentRoutes);
  api.route('/clear-all-data', clearAllDataRoutes);
  api.route('/guests', guestRoutes);
  api.route('/plans', planSharingRoutes);
  api.route('/invites', inviteRoutes);
  api.route('/storage', storageApiRoutes);
  api.route('/docs', openApiRoutes(API_DOCS));
  if (deps.config.env !== 'production') api.route('/dev/mailbox', mailboxApi);
  api.all('*', () => {
    throw AppError.notFound('Not found');
  });
  app.route('/api', api);

  app.route('/sync', syncRoutes());
  app.route('/storage', storageFileRoutes);
  app.route('/healthz', healthRoutes);
  if (deps.config.env !== 'production') app.route('/dev/mailbox', mailboxPage);
  if (deps.config.webDist) app.route('/', webAppRoutes(deps.config.webDist));
  app.notFound((c) => c.json({ detail: 'Not found' }, 404));
  return app;
}
