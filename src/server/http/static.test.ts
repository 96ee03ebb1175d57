import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { startHarness, type Harness } from '../testing/harness';

describe('serving the built client, the docs and the security headers', () => {
  const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scola-client-'));
  const script = 'main.0123456789abcdef0123.js';
  let h: Harness;
  beforeAll(async () => {
    fs.writeFileSync(
      path.join(clientDir, 'index.html'),
      '<!doctype html><div id="root"></div><script defer src="main.0123456789abcdef0123.js"></script>',
    );
    fs.writeFileSync(path.join(clientDir, script), 'console.log("scola")');
    fs.writeFileSync(path.join(clientDir, `${script}.br`), brotliCompressSync('console.log("scola")'));
    h = await startHarness('sqlite', { seed: false, config: { clientDir } });
  });
  afterAll(async () => {
    await h.close();
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  it('serves the page, never cached, under a CSP without inline scripts', async () => {
    const response = await fetch(`${h.baseUrl}/`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<div id="root">');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('lets the print buttons frame their own blob: PDFs and nothing else (issue 28)', async () => {
    const csp = (await fetch(`${h.baseUrl}/`)).headers.get('content-security-policy') ?? '';
    const directives = Object.fromEntries(
      csp
        .split(';')
        .map((directive) => directive.trim().split(/\s+/))
        .filter(([name]) => name)
        .map(([name, ...sources]) => [name, sources]),
    );
    // The whole policy, so that a source added anywhere is a change this test is told of.
    expect(directives).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:'],
      'font-src': ["'self'", 'data:'],
      'connect-src': ["'self'"],
      'object-src': ["'none'"],
      'frame-src': ['blob:'],
      'frame-ancestors': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'script-src-attr': ["'none'"],
    });
    // Frames: blob: alone; no wildcard, no data: (a frame of any content), no other origin.
    expect(csp).toMatch(/(^|;)\s*frame-src blob:\s*(;|$)/);
    expect(csp).not.toMatch(/frame-src[^;]*(\*|data:|https?:|'self')/);
    // Workers fall back on child-src then script-src: neither takes blob:.
    expect(directives).not.toHaveProperty('child-src');
    expect(directives).not.toHaveProperty('worker-src');
  });

  it('serves hashed files compressed and cached for good', async () => {
    const response = await fetch(`${h.baseUrl}/${script}`, { headers: { 'accept-encoding': 'br' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe('console.log("scola")');
  });

  it('shows the API description at /api/docs', async () => {
    const json = await (await fetch(`${h.baseUrl}/api/docs/json`)).json();
    expect(json.info.title).toBe('Scola API');
    expect(Object.keys(json.paths)).toContain('/oauth/token');
    expect((await fetch(`${h.baseUrl}/api/docs`)).status).toBe(200);
  });
});
