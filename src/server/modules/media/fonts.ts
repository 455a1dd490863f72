import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// The card fonts ship in the repository (assets/fonts: Inter and Merriweather, SIL Open Font License) so cards
// render with no network. satori needs TTF, OTF or WOFF (not WOFF2). Found by walking up from this file, which
// works from the sources (tests, tsx) and from the bundled server (dist/server) alike.

export const CARD_FONT_FAMILIES = { inter: 'Inter', merriweather: 'Merriweather' } as const;
export type CardFont = { name: string; data: Buffer; weight: 400 | 700 | 800; style: 'normal' };

const FILES: { family: keyof typeof CARD_FONT_FAMILIES; weight: CardFont['weight'] }[] = [
  { family: 'inter', weight: 400 },
  { family: 'inter', weight: 700 },
  { family: 'inter', weight: 800 },
  { family: 'merriweather', weight: 400 },
  { family: 'merriweather', weight: 700 },
];

function fontsFolder(): string {
  let folder = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 8; i++) {
    const candidate = join(folder, 'assets', 'fonts');
    if (existsSync(candidate)) return candidate;
    folder = dirname(folder);
  }
  throw new Error('assets/fonts not found: the card fonts ship with the repository');
}

let loaded: Promise<CardFont[]> | undefined;

/** The fonts, read once per process. */
export function loadCardFonts(): Promise<CardFont[]> {
  loaded ??= (async () => {
    const folder = fontsFolder();
    return Promise.all(
      FILES.map(async ({ family, weight }) => ({
        name: CARD_FONT_FAMILIES[family],
        weight,
        style: 'normal' as const,
        data: await readFile(join(folder, `${family}-latin-${weight}-normal.woff`)),
      })),
    );
  })();
  return loaded;
}
