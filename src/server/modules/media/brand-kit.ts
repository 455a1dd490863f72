// The colours, font and logo a card is drawn in. Without a saved kit, Postwright's own.

export type BrandKit = {
  background: string;
  text: string;
  accent: string;
  font: 'inter' | 'merriweather';
  /** A PNG data URL (transparency kept), drawn in a corner; null draws none. */
  logo: string | null;
};

export const DEFAULT_BRAND_KIT: BrandKit = {
  background: '#0f172a',
  text: '#f8fafc',
  accent: '#38bdf8',
  font: 'inter',
  logo: null,
};
