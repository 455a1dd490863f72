import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain ESM build script without type declarations
import { precompress } from '../../../scripts/build.mjs';
import { SESSION_COOKIE, SIGNED_IN_MARKER_COOKIE } from '@shared/constants';
import { createTestApp, type TestApp } from '../test/test-app';

const script = `export const greeting = ${JSON.stringify('hello '.repeat(400))};\n`;
const html = `<!doctype html><html><head><script type="module" src="/assets/main-abc123.js"></script></head><body>${'<p>Postwright</p>'.repeat(40)}</body></html>`;
const landing = `<!doctype html><html><head><script type="module" src="/assets/landing-abc123.js"></script></head><body><div id="root"><h1>Turn your ideas into posts</h1>${'<p>Landing</p>'.repeat(40)}</div></body></html>`;

const signedInDashboard = html.replace(
  '</head>',
  '<meta name="first-screen-files" content="/assets/dashboard-page-abc123.js"></head>',
);
const signedOutDashboard = html.replace(
  '</head>',
  '<meta name="first-screen-files" content="/assets/auth-page-abc123.js"></head>',
);

describe('web delivery', () => {
  let t: TestApp;
  let webRoot: string;
  beforeAll(async () => {
    webRoot = mkdtempSync(join(tmpdir(), 'postwright-web-'));
    mkdirSync(join(webRoot, 'assets'));
    writeFileSync(join(webRoot, 'index.html'), html);
    writeFileSync(join(webRoot, 'landing.html'), landing);
    writeFileSync(join(webRoot, 'assets/main-abc123.js'), script);
    mkdirSync(join(webRoot, 'first-screens'));
    writeFileSync(join(webRoot, 'first-screens/dashboard.in.html'), signedInDashboard);
    writeFileSync(join(webRoot, 'first-screens/dashboard.out.html'), signedOutDashboard);
    writeFileSync(
      join(webRoot, 'first-screens.json'),
      JSON.stringify({
        '/dashboard': { signedIn: 'first-screens/dashboard.in.html', signedOut: 'first-screens/dashboard.out.html' },
      }),
    );
    writeFileSync(join(webRoot, 'favicon.svg'), `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(100)}</svg>`);
    (precompress as (dir: string) => void)(webRoot);
    t = await createTestApp({ webRoot });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('sends hashed assets Brotli-compressed, cached for a year', async () => {
    const res = await t.app.inject({
      url: '/assets/main-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
    expect(res.rawPayload.length).toBeLessThan(script.length / 4);
  });

  it('falls back to gzip, then to the plain file', async () => {
    const gz = await t.app.inject({ url: '/assets/main-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    expect(gz.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const plain = await t.app.inject({ url: '/assets/main-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('revalidates index.html on every use (no-cache + ETag) and answers 304 when unchanged', async () => {
    for (const url of ['/brand-voices', '/post-history?page=2', '/pricing']) {
      const res = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['etag']).toBeTruthy();
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(html);
      const again = await t.app.inject({
        url,
        headers: { 'accept-encoding': 'br', 'if-none-match': String(res.headers['etag']) },
      });
      expect(again.statusCode).toBe(304);
    }
  });

  it('sends the prerendered landing page for / without a session cookie, revalidated and compressed like index.html', async () => {
    for (const url of ['/', '/?ref=newsletter']) {
      const res = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['vary']).toMatch(/cookie/i);
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(landing);
      const again = await t.app.inject({
        url,
        headers: { 'accept-encoding': 'gzip, deflate, br', 'if-none-match': String(res.headers['etag']) },
      });
      expect(again.statusCode).toBe(304);
    }
    const gz = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(gunzipSync(gz.rawPayload).toString()).toBe(landing);
  });

  it('sends the app shell for / to a browser with a session cookie (a signed-in visitor gets the dashboard there)', async () => {
    const res = await t.app.inject({
      url: '/',
      headers: { 'accept-encoding': 'identity', cookie: `${SESSION_COOKIE}=anything` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['vary']).toMatch(/cookie/i);
    expect(res.body).toBe(html);
    // A session from before the marker existed gets one, so the page asks who is signed in (decision 127).
    expect(res.cookies.find((c) => c.name === SIGNED_IN_MARKER_COOKIE)?.value).toBe('1');
  });

  it('removes a marker left without its session cookie, and leaves a matching pair alone (decision 127)', async () => {
    const stale = await t.app.inject({ url: '/pricing', headers: { cookie: `${SIGNED_IN_MARKER_COOKIE}=1` } });
    expect(stale.cookies.find((c) => c.name === SIGNED_IN_MARKER_COOKIE)?.value).toBe('');
    const both = await t.app.inject({
      url: '/pricing',
      headers: { cookie: `${SESSION_COOKIE}=anything; ${SIGNED_IN_MARKER_COOKIE}=1` },
    });
    expect(both.cookies).toHaveLength(0);
  });

  it('gives landing.html and the first-screen pages no URL of their own', async () => {
    for (const url of ['/landing.html', '/first-screens.json', '/first-screens/dashboard.in.html'])
      expect((await t.app.inject({ url })).statusCode, url).toBe(404);
  });

  it("announces a screen's own files in its page: the screen with a session cookie, the sign-in screen without one", async () => {
    for (const url of ['/dashboard', '/dashboard/', '/dashboard?tab=week']) {
      const signedIn = await t.app.inject({
        url,
        headers: { 'accept-encoding': 'br', cookie: `${SESSION_COOKIE}=anything` },
      });
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.headers['content-encoding']).toBe('br');
      expect(signedIn.headers['cache-control']).toBe('no-cache');
      expect(signedIn.headers['vary']).toMatch(/cookie/i);
      expect(brotliDecompressSync(signedIn.rawPayload).toString()).toBe(signedInDashboard);
      const signedOut = await t.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
      expect(signedOut.body).toBe(signedOutDashboard);
      expect(signedOut.headers['vary']).toMatch(/cookie/i);
    }
    // A path without a first-screen page gets the plain shell.
    expect(
      (
        await t.app.inject({
          url: '/brand-voices',
          headers: { 'accept-encoding': 'identity', cookie: `${SESSION_COOKIE}=x` },
        })
      ).body,
    ).toBe(html);
  });

  it('does not cache unhashed files for long', async () => {
    const res = await t.app.inject({ url: '/favicon.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing asset with 404, not the app shell', async () => {
    const res = await t.app.inject({ url: '/assets/missing-000.js' });
    expect(res.statusCode).toBe(404);
  });
});
