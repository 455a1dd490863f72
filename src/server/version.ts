import { readFileSync } from 'node:fs';

// Read once from package.json (one folder up from src/server and from dist/server).
function readVersion(): string {
  for (const candidate of ['../../package.json', '../package.json']) {
    try {
      const pkg = JSON.parse(readFileSync(new URL(candidate, import.meta.url), 'utf8')) as {
        name?: string;
        version?: string;
      };
      if (pkg.name === 'postwright' && pkg.version) return pkg.version;
    } catch {
      // try the next layout
    }
  }
  return '0.0.0';
}

export const APP_VERSION = readVersion();
