// Serves the OpenAPI document and a self-contained reference page (no CDN: the page renders the
// document with a few lines of script served from our own origin, which the CSP allows).
import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { buildOpenApiDocument, type RouteDoc } from './registry';

export function openApiRoutes(docs: RouteDoc[]) {
  const document = buildOpenApiDocument(docs);
  const app = new Hono<AppEnv>();
  app.get('/openapi.json', (c) => c.json(document));
  app.get('/reference.js', (c) => {
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    return c.body(REFERENCE_SCRIPT);
  });
  app.get('/', (c) => c.html(REFERENCE_PAGE));
  return app;
}

const REFERENCE_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Confetti API reference</title>
<style>
body{font:15px/1.5 system-ui,-apple-system,Segoe UI,sans-serif;margin:0;background:#fbf8f4;color:#2b2230}
header{background:#4a2545;color:#fff;padding:24px 32px}header h1{margin:0;font-size:24px}
main{max-width:980px;margin:0 auto;padding:24px}
.op{background:#fff;border:1px solid #eadfe6;border-radius:10px;margin:10px 0;padding:12px 16px}
.m{display:inline-block;min-width:62px;font-weight:700;text-transform:uppercase;font-size:12px;padding:2px 8px;border-radius:6px;margin-right:8px;text-align:center}
.get{background:#e3f1ea;color:#1d6b45}.post{background:#e5ecfa;color:#234a9a}.put,.patch{background:#fbf0dc;color:#8a5a00}.delete{background:#fbe3e3;color:#9a2323}
code{font-family:ui-monospace,Menlo,monospace}details pre{background:#f6f1f5;padding:10px;border-radius:8px;overflow:auto;font-size:12px}
h2{margin-top:32px;color:#4a2545}
.codes{list-style:none;padding:0;margin:8px 0;display:flex;flex-wrap:wrap;gap:6px 14px;font-size:13px}
.code{font-weight:700;font-family:ui-monospace,Menlo,monospace;padding:1px 6px;border-radius:5px}
.c2{background:#e3f1ea;color:#1d6b45}.c4{background:#fbe3e3;color:#9a2323}.c3,.c5{background:#eee;color:#333}
</style></head>
<body><header><h1>Confetti API reference</h1><p>Generated from the server's zod schemas. <a style="color:#f7d9e8" href="/api/docs/openapi.json">openapi.json</a></p></header>
<main id="ops">Loading…</main><script src="/api/docs/reference.js"></script></body></html>`;

const REFERENCE_SCRIPT = `
fetch('/api/docs/openapi.json').then(function (r) { return r.json(); }).then(function (doc) {
  var main = document.getElementById('ops'); main.textContent = '';
  var byTag = {};
  Object.keys(doc.paths).forEach(function (path) {
    Object.keys(doc.paths[path]).forEach(function (method) {
      var op = doc.paths[path][method]; var tag = (op.tags && op.tags[0]) || 'other';
      (byTag[tag] = byTag[tag] || []).push({ path: path, method: method, op: op });
    });
  });
  Object.keys(byTag).sort().forEach(function (tag) {
    var h = document.createElement('h2'); h.textContent = tag; main.appendChild(h);
    byTag[tag].forEach(function (e) {
      var div = document.createElement('div'); div.className = 'op';
      var m = document.createElement('span'); m.className = 'm ' + e.method; m.textContent = e.method;
      var p = document.createElement('code'); p.textContent = e.path;
      var s = document.createElement('div'); s.textContent = e.op.summary || '';
      div.appendChild(m); div.appendChild(p); div.appendChild(s);
      var codes = document.createElement('ul'); codes.className = 'codes';
      Object.keys(e.op.responses || {}).forEach(function (status) {
        var li = document.createElement('li');
        var b = document.createElement('span'); b.className = 'code c' + status.charAt(0); b.textContent = status;
        li.appendChild(b); li.appendChild(document.createTextNode(' ' + (e.op.responses[status].description || '')));
        codes.appendChild(li);
      });
      div.appendChild(codes);
      function section(title, value) {
        if (!value || (Array.isArray(value) && value.length === 0)) return;
        var d = document.createElement('details'); var sm = document.createElement('summary'); sm.textContent = title;
        var pre = document.createElement('pre'); pre.textContent = JSON.stringify(value, null, 2);
        d.appendChild(sm); d.appendChild(pre); div.appendChild(d);
      }
      section('Parameters', e.op.parameters);
      section('Request body', e.op.requestBody && e.op.requestBody.content);
      Object.keys(e.op.responses || {}).forEach(function (status) {
        var content = e.op.responses[status].content;
        if (content) section('Response ' + status, content['application/json'] && content['application/json'].schema);
      });
      main.appendChild(div);
    });
  });
});
`;
