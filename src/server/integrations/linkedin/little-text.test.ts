import { describe, expect, it } from 'vitest';
import { renderLittleText } from '../../test/fakes/linkedin/parse-little-text';
import { toLittleText } from './little-text';

describe('little text (LinkedIn commentary)', () => {
  it('escapes every reserved character', () => {
    expect(toLittleText('a\\b|c{d}e@f[g]h(i)j<k>l*m_n~o')).toBe(
      'a\\\\b\\|c\\{d\\}e\\@f\\[g\\]h\\(i\\)j\\<k\\>l\\*m\\_n\\~o',
    );
  });

  it('turns hashtags into hashtag templates and leaves other # literal', () => {
    expect(toLittleText('Ship it. #Leadership #small_teams')).toBe(
      'Ship it. {hashtag|\\#|Leadership} {hashtag|\\#|small\\_teams}',
    );
    expect(toLittleText('Learn C# and fix issue#4')).toBe('Learn C\\# and fix issue\\#4');
    expect(toLittleText('(#tag)')).toBe('\\({hashtag|\\#|tag}\\)');
  });

  it('reads back exactly as written, whatever the text', () => {
    const samples = [
      'Three lessons from shipping with a small team:\n\n1) Focus [really]\n2) Trust <people>\n3) Speed ~ always\n\n#Startups #Leadership',
      'Email me@example.com or call (555) 010-0199 — 50% off_today *only* | {not a template} \\o/',
      '🚀 Emojis 👩‍💻 and accents: café, naïve, Zürich #Café #2026goals',
      '##double #',
      '\\',
      '',
    ];
    for (const text of samples) expect(renderLittleText(toLittleText(text))).toBe(text);
  });
});
