// The nginx config `npm run start:cluster` runs, made from deploy/nginx.conf (the annotated one an
// operator adapts) rather than a second copy of it, so what the cluster command and the proxy test
// (tests/integration/cluster-proxy.test.ts) run is what the deploy file says. Only the addresses
// change, plus the files nginx writes (pid, logs, temp), which go under a prefix this user owns.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const DEPLOY_NGINX_CONF = fileURLToPath(new URL('../../../deploy/nginx.conf', import.meta.url));

export interface NginxSite {
  /** `listen` addresses, e.g. `127.0.0.1:3000`. */
  listen: string[];
  /** The instances, e.g. `127.0.0.1:3001`. */
  upstreams: string[];
  /** A directory nginx may write its pid, logs and temp files in. */
  prefix: string;
}

/** deploy/nginx.conf with `listen 80` and its example upstreams replaced by `site`'s. */
export function renderNginxConfig(
  site: NginxSite,
  template = readFileSync(DEPLOY_NGINX_CONF, 'utf8'),
): string {
  if (site.listen.length === 0 || site.upstreams.length === 0)
    throw new Error('nothing to listen on or proxy to');
  const listen = /^([ \t]*)listen 80;[ \t]*$/m.exec(template);
  const servers = [...template.matchAll(/^([ \t]*)server 127\.0\.0\.1:\d+( [^;\n]*)?;[ \t]*\n/gm)];
  const http = /^http \{[ \t]*$/m.exec(template);
  if (!listen || servers.length === 0 || !http) {
    throw new Error(
      'deploy/nginx.conf no longer has `listen 80;`, example `server 127.0.0.1:…` lines and `http {`',
    );
  }
  const [, indent, options = ''] = servers[0]!;
  let out = template;
  // Last edits first, so the earlier offsets stay right.
  for (const match of servers.slice(1).reverse()) {
    out = out.slice(0, match.index) + out.slice(match.index! + match[0].length);
  }
  out =
    out.slice(0, servers[0]!.index) +
    site.upstreams.map((u) => `${indent}server ${u}${options};\n`).join('') +
    out.slice(servers[0]!.index! + servers[0]![0].length);
  out = out.replace(listen[0], site.listen.map((l) => `${listen[1]}listen ${l};`).join('\n'));
  const p = site.prefix;
  out = out.replace(
    /^http \{[ \t]*$/m,
    [
      'http {',
      '  # Generated: files under the prefix, so nginx runs as any user.',
      '  access_log off;',
      `  client_body_temp_path ${p}/tmp/body;`,
      `  proxy_temp_path ${p}/tmp/proxy;`,
      `  fastcgi_temp_path ${p}/tmp/fastcgi;`,
      `  uwsgi_temp_path ${p}/tmp/uwsgi;`,
      `  scgi_temp_path ${p}/tmp/scgi;`,
    ].join('\n'),
  );
  return [
    `# Generated from ${DEPLOY_NGINX_CONF} (edit that file, not this one).`,
    `pid ${p}/nginx.pid;`,
    `error_log ${p}/logs/nginx-error.log warn;`,
    out,
  ].join('\n');
}

/** The nginx binary: on PATH, or Debian's /usr/sbin/nginx (not on a normal user's PATH); null if neither runs. */
export function findNginx(): string | null {
  for (const cmd of ['nginx', '/usr/sbin/nginx']) if (spawnSync(cmd, ['-v']).status === 0) return cmd;
  return null;
}
