// The client's address, for per-address rate limits. Behind a reverse proxy (several instances,
// README "Several instances") every request comes from the proxy, so with TRUST_PROXY=true the
// address is the last X-Forwarded-For entry: the one our own proxy appended, which a client cannot
// forge (entries before it are whatever the client sent). Never used for access decisions: the dev
// mailbox's "this machine only" check reads the socket's address itself.
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppEnv } from '../context';

export function clientAddress(c: Context<AppEnv>): string {
  if (c.get('deps')?.config.trustProxy) {
    const forwarded = c.req.header('x-forwarded-for');
    const last = forwarded?.split(',').at(-1)?.trim();
    if (last && last.length <= 64) return last;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
