import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { api } from '@plw/protocol/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creator } from '../../support/http.ts';
import { PNG, upload } from '../../support/studio-kit.ts';
import { startTestServer, type TestServer } from '../../support/test-server.ts';

// Every response carries the browser-side defences: the app's Content-Security-Policy (stored media keep their
// own sandbox policy), no framing (so the admin sign-in page and its password field cannot sit in another site's
// frame), no referrer, no type sniffing, including on JSON, errors and socket.io's own responses; and HSTS only
// when the app is served over HTTPS (COOKIE_SECURE).

/** A stand-in for the built client: a page, a hashed script and the service worker. */
function fakeClient(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'plw-client-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Play</title><script type="module" src="/assets/app-1.js"></script>');
  writeFileSync(path.join(dist, 'assets', 'app-1.js'), 'console.log("app")');
  writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  return dist;
}

const header = (response: Response, name: string) => response.headers.get(name) ?? '';

/** The headers every response of the app carries. */
function expectBrowserDefences(response: Response) {
  expect(header(response, 'x-content-type-options')).toBe('nosniff');
  expect(header(response, 'x-frame-options')).toBe('DENY');
  expect(header(response, 'referrer-policy')).toBe('no-referrer');
  expect(header(response, 'cross-origin-opener-policy')).toBe('same-origin');
  expect(header(response, 'cross-origin-resource-policy')).toBe('same-origin');
}

/** The page's policy: the app's own scripts only, no eval, no plugins, never framed. */
function expectAppPolicy(response: Response) {
  const policy = header(response, 'content-security-policy');
  const directives = new Map(
    policy.split(';').map((directive) => {
      const [name = '', ...values] = directive.trim().split(/\s+/);
      return [name, values.join(' ')] as const;
    }),
  );
  expect(directives.get('default-src')).toBe("'self'");
  expect(directives.get('script-src')).toBe("'self'");
  expect(directives.get('script-src-attr')).toBe("'none'");
  expect(directives.get('connect-src')).toBe("'self'");
  expect(directives.get('object-src')).toBe("'none'");
  expect(directives.get('base-uri')).toBe("'self'");
  expect(directives.get('form-action')).toBe("'self'");
  expect(directives.get('frame-ancestors')).toBe("'none'");
  expect(policy).not.toContain('unsafe-eval');
}

describe('security headers over plain HTTP', () => {
  let server: TestServer;
  let dist: string;

  beforeAll(async () => {
    dist = fakeClient();
    server = await startTestServer({ config: { clientDist: dist } });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('the admin sign-in page cannot be framed by another site', async () => {
    const response = await fetch(`${server.url}/admin-signin`);
    expect(response.status).toBe(200);
    expect(header(response, 'content-type')).toContain('text/html');
    expectAppPolicy(response);
    expectBrowserDefences(response);
  });

  it.each([
    ['the home page', '/home', 200],
    ['a hashed script', '/assets/app-1.js', 200],
    ['the service worker', '/sw.js', 200],
    ['a JSON answer', api.health.path, 200],
    ['a JSON error', '/api/no/such/route', 404],
  ])('%s carries the policy and the defences, without HSTS over plain HTTP', async (_name, url, status) => {
    const response = await fetch(`${server.url}${url}`);
    expect(response.status).toBe(status);
    expectAppPolicy(response);
    expectBrowserDefences(response);
    expect(response.headers.has('strict-transport-security')).toBe(false);
    expect(header(response, 'content-security-policy')).not.toContain('upgrade-insecure-requests');
  });

  it('a refused request (bad JSON) carries them too', async () => {
    const response = await fetch(`${server.url}${api.adminSignIn.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{not json',
    });
    expect(response.status).toBe(400);
    expectAppPolicy(response);
    expectBrowserDefences(response);
  });

  it('stored media keep their sandbox policy, with the defences', async () => {
    const uploaded = await upload(await creator(server.url), PNG, { name: 'dot.png', type: 'image/png' });
    const response = await fetch(new URL(uploaded.body.url ?? '', server.url));
    expect(response.status).toBe(200);
    expect(header(response, 'content-security-policy')).toContain('sandbox');
    expect(header(response, 'content-security-policy')).toContain("default-src 'none'");
    expectBrowserDefences(response);
  });

  it("socket.io's own long-polling answers are not sniffed either", async () => {
    const response = await fetch(`${server.url}/socket.io/?EIO=4&transport=polling`);
    expect(response.status).toBe(200);
    expect(header(response, 'x-content-type-options')).toBe('nosniff');
  });
});

describe('security headers with COOKIE_SECURE (served over HTTPS)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ config: { cookieSecure: true } });
  });
  afterAll(() => server?.close());

  it('sends HSTS for a year with subdomains, and upgrades any plain-HTTP request', async () => {
    for (const url of [api.health.path, '/api/no/such/route']) {
      const response = await fetch(`${server.url}${url}`);
      expect(header(response, 'strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      expect(header(response, 'content-security-policy')).toContain('upgrade-insecure-requests');
      expectAppPolicy(response);
    }
  });
});
