import { describe, expect, it } from 'vitest';
import { renderNginxConfig } from './nginx-config';

describe('renderNginxConfig (deploy/nginx.conf for start:cluster and the proxy test)', () => {
  const site = {
    listen: ['127.0.0.1:4000', '192.0.2.2:4001'],
    upstreams: ['127.0.0.1:4101', '127.0.0.1:4102'],
    prefix: '/tmp/x',
  };

  it('puts in these addresses and keeps everything else from the deploy file', () => {
    const out = renderNginxConfig(site);
    expect(out).toMatch(/^\s*listen 127\.0\.0\.1:4000;$/m);
    expect(out).toMatch(/^\s*listen 192\.0\.2\.2:4001;$/m);
    expect(out).not.toMatch(/^\s*listen 80;/m);
    const servers = [...out.matchAll(/^\s*server (\S+) max_fails=2 fail_timeout=5s;$/gm)].map((m) => m[1]);
    expect(servers).toEqual(site.upstreams);
    for (const kept of ['zone confetti', 'least_conn;', 'keepalive 32;', 'proxy_read_timeout 1h;'])
      expect(out).toContain(kept);
    expect(out).toContain('pid /tmp/x/nginx.pid;');
    expect(out).toContain('proxy_temp_path /tmp/x/tmp/proxy;');
  });

  it('refuses a deploy file it no longer understands rather than run the wrong addresses', () => {
    expect(() => renderNginxConfig(site, 'http {\n  server { listen 8080; }\n}\n')).toThrow(/listen 80/);
  });
});
