import { describe, expect, it } from 'vitest';
import { readIdea } from '../read/read-idea';
import { hashtagsFor } from './hashtags';

// Hashtags are the idea's own noun phrases: a compound beats the single word
// after a determiner ("#Money", "#Senior"), and no tag beats a silly one.
// The ideas here are not in the writer benchmark.

const tags = (idea: string) => hashtagsFor(readIdea(idea), 'linkedin', null);

describe('hashtags from the idea', () => {
  it('makes a compound of the noun phrase, not a tag of its adjective', () => {
    expect(tags("We're hiring a senior data analyst in Manchester. You'll work on forecasting.")).toEqual([
      '#DataAnalyst',
    ]);
  });

  it('stops a phrase before its verb and past an amount', () => {
    const out = tags(
      'We closed a €3.2M seed round led by Northwind Ventures. The money goes into our logistics platform for small grocers.',
    );
    expect(out).toEqual(['#SeedRound', '#LogisticsPlatform']);
    expect(out).not.toContain('#Money');
  });

  it('ends a phrase before a verb followed by its object, and skips an ordinal', () => {
    // "hit" takes "12,000 listeners": a verb, so "#PodcastHit" would be a wrong tag.
    expect(tags('Our podcast hit 12,000 listeners. Every episode of the podcast is unscripted.')).toEqual(['#Podcast']);
    expect(tags('Our support team answers the phone on weekends now.')).not.toContain('#TeamAnswers');
    expect(tags('We brought in a third accountant before the audit season.')).toEqual(['#AuditSeason', '#Accountant']);
    expect(tags('We opened our second coworking space today, next to the station.')).toEqual(['#CoworkingSpace']);
    // A predicate adjective after the noun is not part of it: no "#LedgerClean".
    expect(tags('Keep your payroll ledger clean, and audits get boring.')).toEqual(['#PayrollLedger']);
  });

  it('leaves generic nouns untagged, in every language', () => {
    expect(tags('Vandaag ons eerste jaar afgesloten met 120 klanten. Volgend jaar groeien we verder.')).toEqual([]);
    expect(tags('This year I learned one thing: say less in meetings. It took a year to notice.')).not.toContain(
      '#Year',
    );
  });

  it('keeps a single noun only when it is specific: long, or named more than once', () => {
    expect(tags('Our newsletter passed 10,000 readers. The newsletter started as a side project.')).toEqual([
      '#SideProject',
      '#Newsletter',
    ]);
    expect(tags('We moved the whole room around and it felt better.')).toEqual([]);
  });
});
