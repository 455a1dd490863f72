import { describe, expect, it } from 'vitest';
import { detectIdeaLanguage, readIdea } from './read-idea';

describe('reading an idea: facts', () => {
  it('keeps decimals, currencies and units whole', () => {
    expect(readIdea('We closed our €12.4M seed round.').numbers).toContain('€12.4M');
    expect(readIdea('Le taux est passé de 5,1 % à 2,5 %.').numbers).toEqual(expect.arrayContaining(['5,1 %', '2,5 %']));
    expect(readIdea('Month-end close went from 6 h → 40 min.').numbers).toEqual(expect.arrayContaining(['6 h', '40 min']));
    expect(readIdea('Built with feedback from 3,200 sailors, for $2.1M.').numbers).toEqual(expect.arrayContaining(['3,200', '$2.1M']));
    expect(readIdea('Nous venons de lever 3,5 M€.').numbers).toContain('3,5 M€');
  });

  it('finds dates and times in several formats', () => {
    expect(readIdea('Join us on Thursday 14 March at 14:00 CET.').dates).toEqual(['Thursday 14 March', '14:00 CET']);
    expect(readIdea('Speaking on November 12 in Lisbon.').dates).toEqual(['November 12']);
    expect(readIdea('Open house on 21/09 from 10am to 4pm.').dates).toEqual(['21/09', '10am', '4pm']);
    expect(readIdea('Office hours every Tuesday, 9:00–10:30.').dates).toEqual(['Tuesday', '9:00–10:30']);
    expect(readIdea('Webinaire le jeudi 6 juin à 12h30.').dates).toEqual(['jeudi 6 juin', '12h30']);
    expect(readIdea('Workshop op dinsdag 8 oktober om 19u.').dates).toEqual(['dinsdag 8 oktober', '19u']);
  });

  it('finds names with particles, and not sentence-opening words', () => {
    expect(readIdea('Congratulations to Marie van der Berg on her promotion at Showpad!').names).toEqual(['Marie van der Berg', 'Showpad']);
    expect(readIdea('Welcome to the board, Jean-Luc de Wever and Ilse van den Broeck.').names).toEqual(['Jean-Luc de Wever', 'Ilse van den Broeck']);
    expect(readIdea('Huge thanks to Jonas, Elif and Pieter.').names).toEqual(['Jonas', 'Elif', 'Pieter']);
    expect(readIdea('Spent 3 days on a bug. Again.').names).toEqual([]);
  });

  it('finds a list inside a sentence and keeps every item', () => {
    const reading = readIdea('5 tips for customer interviews: ask about the last time it happened, never pitch, record with permission, and count the workarounds.');
    expect(reading.list?.items).toEqual(['ask about the last time it happened', 'never pitch', 'record with permission', 'count the workarounds']);
    expect(readIdea('OKRs do not work for small teams because the overhead eats the focus, the goals change monthly, and everyone knows the priorities.').list?.items).toHaveLength(3);
  });

  it('keeps links in place, lifts hashtags and emojis out of the sentences', () => {
    const reading = readIdea('🎉 Our podcast "Build in Public" hit episode 50! Listen at https://example.com/podcast 🎧 #podcast');
    expect(reading.sentences).toEqual(['Our podcast "Build in Public" hit episode 50!', 'Listen at https://example.com/podcast']);
    expect(reading.urls).toEqual(['https://example.com/podcast']);
    expect(reading.tags).toEqual(['podcast']);
    expect(reading.emojis).toEqual(['🎉', '🎧']);
    expect(reading.quotes).toEqual(['"Build in Public"']);
  });

  it('never splits a sentence inside a title, a decimal or a time', () => {
    expect(readIdea('Thank you Dr. Amira Haddad for 3 years. Her advice at 9.30 changed a lot.').sentences).toHaveLength(2);
    expect(readIdea('Finished in 3:42:10 after 18 weeks.').sentences).toEqual(['Finished in 3:42:10 after 18 weeks.']);
  });
});

describe('reading an idea: kinds and languages', () => {
  it.each([
    ['We just closed our €12.4M seed round led by Northzone.', 'announcement'],
    ['Q3 results: revenue up 38% to $2.1M.', 'results'],
    ['We are hiring a senior backend engineer in Ghent.', 'hiring'],
    ['Join our free webinar on pricing on Thursday 14 March at 14:00 CET.', 'event'],
    ['Congratulations to Marie van der Berg on her promotion!', 'congrats'],
    ['Our first launch flopped: 12 signups in 2 weeks.', 'lesson'],
    ['Unpopular opinion: fully remote teams write better.', 'opinion'],
    ['Three pricing mistakes I see every week: per-seat pricing, hidden prices, and big discounts.', 'tips'],
    ['Why do so many teams burn out after a big launch?', 'question'],
    ['Hiring my first employee taught me to write things down.', 'lesson'],
  ])('%s → %s', (idea, kind) => {
    expect(readIdea(idea).kind).toBe(kind);
  });

  it('detects English, French and Dutch, and anything else as other', () => {
    expect(detectIdeaLanguage('Nous recrutons un développeur à Namur.')).toBe('fr');
    expect(detectIdeaLanguage("J'ai perdu notre plus gros client l'an dernier.")).toBe('fr');
    expect(detectIdeaLanguage('We zoeken een boekhouder voor ons team in Gent.')).toBe('nl');
    expect(detectIdeaLanguage('Heute starten wir unseren Online-Shop für Keramik aus Köln.')).toBe('other');
    expect(detectIdeaLanguage('Este jueves presentamos nuestro nuevo café en Valencia.')).toBe('other');
    expect(detectIdeaLanguage('AI')).toBe('en');
  });

  it('reads the language of a bare topic from its accents or spelling', () => {
    expect(detectIdeaLanguage('télétravail')).toBe('fr');
    expect(detectIdeaLanguage('la semaine de quatre jours')).toBe('fr');
    expect(detectIdeaLanguage('de vierdaagse werkweek')).toBe('nl');
    expect(detectIdeaLanguage('café opening tips')).toBe('en');
    expect(detectIdeaLanguage('remote work tips')).toBe('en');
  });
});
