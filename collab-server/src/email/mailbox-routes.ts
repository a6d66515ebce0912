// The development mailbox: with no SMTP server, emails stay in the outbox and can be read here.
// Never mounted when NODE_ENV=production, and served only to this machine: the client's address
// must be loopback and so must the host it asked for (a proxy on this machine, or a DNS-rebinding
// page, names some other host). A request a proxy forwarded is local only if every address in its
// X-Forwarded-For is: the proxy's own connection is loopback and it passes on whatever Host the
// client sent (deploy/nginx.conf keeps the Host), so without this a client anywhere could ask our
// nginx for `Host: localhost` and read the reset links. Everyone else gets the same 404 as for any
// unknown address.
import { getConnInfo } from '@hono/node-server/conninfo';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { html } from 'hono/html';
import { isLoopbackAddress, isLoopbackHostname } from '../config';
import type { AppEnv } from '../context';
import { extractLinks } from './outbox';

export function isLocalRequest(c: Context<AppEnv>): boolean {
  let remote: string | undefined;
  try {
    remote = getConnInfo(c).remote.address;
  } catch {
    return false;
  }
  const forwarded = c.req.header('x-forwarded-for');
  const forwardedLocal =
    forwarded === undefined || forwarded.split(',').every((a) => isLoopbackAddress(a.trim()));
  return isLoopbackAddress(remote) && forwardedLocal && isLoopbackHostname(new URL(c.req.url).hostname);
}

const localOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.get('deps').config.env === 'production' || !isLocalRequest(c)) {
    return c.json({ detail: 'Not found' }, 404);
  }
  await next();
};

async function recentMail(c: { get(key: 'deps'): AppEnv['Variables']['deps'] }) {
  const rows = await c
    .get('deps')
    .db.selectFrom('email_outbox')
    .select(['to_address', 'subject', 'text_body', 'created_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(200)
    .execute();
  return rows.map((r) => ({
    to: r.to_address,
    subject: r.subject,
    text: r.text_body,
    links: extractLinks(r.text_body),
    created_at: new Date(r.created_at).toISOString(),
  }));
}

export const mailboxApi = new Hono<AppEnv>()
  .use(localOnly)
  .get('/', async (c) => c.json(await recentMail(c)));

export const mailboxPage = new Hono<AppEnv>().use(localOnly).get('/', async (c) => {
  const mail = await recentMail(c);
  return c.html(html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Dev mailbox · Confetti</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;background:#fbf8f4;color:#2b2230;margin:0}
header{background:#4a2545;color:#fff;padding:20px 28px}h1{margin:0;font-size:22px}
main{max-width:820px;margin:0 auto;padding:20px}
article{background:#fff;border:1px solid #eadfe6;border-radius:12px;padding:16px 20px;margin:14px 0}
.meta{color:#7a6a78;font-size:13px}pre{white-space:pre-wrap;font:14px/1.5 inherit}a{color:#8a2c62}
</style></head><body>
<header><h1>Dev mailbox</h1><div>Emails Confetti would have sent (no SMTP_URL configured). Newest first.</div></header>
<main>${
    mail.length === 0
      ? html`<p>No emails yet.</p>`
      : mail.map(
          (m) => html`<article><div class="meta">To ${m.to} · ${m.created_at}</div><h2>${m.subject}</h2>
<pre>${m.text}</pre>${m.links.map((l) => html`<p><a href="${l}">${l}</a></p>`)}</article>`,
        )
  }</main></body></html>`);
});
