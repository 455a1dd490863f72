import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain ESM build script without type declarations
import { writeFirstScreens } from './build.mjs';

const write = writeFirstScreens as (web: string, screensFile: string) => void;
let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

/** A built web folder: index.html's script loads boot (and react through it) once it has painted; two screens share a helper. */
function fakeWeb(screens: unknown) {
  const web = mkdtempSync(join(tmpdir(), 'first-screens-'));
  dir = web;
  mkdirSync(join(web, 'assets'));
  const put = (name: string, text: string) => writeFileSync(join(web, 'assets', name), text);
  writeFileSync(
    join(web, 'index.html'),
    '<html><head><script type="module" crossorigin src="/assets/index-a1b2c3d4.js"></script></head><body><div id="root"></div></body></html>',
  );
  put('index-a1b2c3d4.js', 'import "./preload-helper-h1b2c3d4.js"; const start = () => import("./boot-b1b2c3d4.js");');
  put('preload-helper-h1b2c3d4.js', 'export const preload = 1;');
  put('boot-b1b2c3d4.js', 'import "./react-c1b2c3d4.js"; export const boot = 1;');
  put('react-c1b2c3d4.js', 'export const react = 1;');
  put(
    'dashboard-page-d1b2c3d4.js',
    'import "./react-c1b2c3d4.js"; import { h } from "./helper-e1b2c3d4.js"; const later = () => import("./charts-f1b2c3d4.js");',
  );
  put('helper-e1b2c3d4.js', 'export const h = 1;');
  put('charts-f1b2c3d4.js', 'export const charts = 1;');
  put('auth-page-g1b2c3d4.js', 'import "./helper-e1b2c3d4.js";');
  const screensFile = join(web, 'screens.json');
  writeFileSync(screensFile, JSON.stringify({ paths: screens }));
  return { web, screensFile };
}

const listed = (html: string) => html.match(/<meta name="first-screen-files" content="([^"]*)">/)![1]!.split(' ');

describe('first-screen pages', () => {
  it('list the start of the app and each screen with what they import statically, but not what index.html loads already nor what they import later', () => {
    const { web, screensFile } = fakeWeb({
      '/dashboard': { signedIn: ['dashboard-page'], signedOut: ['auth-page'] },
      '/pricing': { signedOut: ['auth-page'] },
    });
    write(web, screensFile);
    const pages = JSON.parse(readFileSync(join(web, 'first-screens.json'), 'utf8'));
    expect(pages).toEqual({
      '/dashboard': { signedIn: 'first-screens/dashboard.in.html', signedOut: 'first-screens/dashboard.out.html' },
      '/pricing': { signedOut: 'first-screens/pricing.out.html' },
    });
    const signedIn = readFileSync(join(web, pages['/dashboard'].signedIn), 'utf8');
    expect(listed(signedIn)).toEqual([
      '/assets/boot-b1b2c3d4.js',
      '/assets/react-c1b2c3d4.js',
      '/assets/dashboard-page-d1b2c3d4.js',
      '/assets/helper-e1b2c3d4.js',
    ]);
    // The rest of the page is index.html as built: nothing is fetched before the first frame is painted.
    expect(signedIn.replace(/<meta name="first-screen-files"[^>]*>/, '')).toBe(
      readFileSync(join(web, 'index.html'), 'utf8'),
    );
    expect(listed(readFileSync(join(web, pages['/dashboard'].signedOut), 'utf8'))).toEqual([
      '/assets/boot-b1b2c3d4.js',
      '/assets/react-c1b2c3d4.js',
      '/assets/auth-page-g1b2c3d4.js',
      '/assets/helper-e1b2c3d4.js',
    ]);
  });

  it('fails the build when a screen names a chunk that was not built', () => {
    const { web, screensFile } = fakeWeb({ '/dashboard': { signedOut: ['dashbord-page'] } });
    expect(() => write(web, screensFile)).toThrow(/no chunk named dashbord-page/);
    expect(existsSync(join(web, 'first-screens.json'))).toBe(false);
  });
});
