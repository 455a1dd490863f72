import { isText } from './pick';
import type { Composer } from './types';

/** The idea told in its own order, in short paragraphs: for short notes that already read as a story. */
export const storyOrder: Composer = {
  structure: 'story-order',
  fits: (reading) =>
    reading.wordCount <= 40 &&
    reading.beats.length > 0 &&
    isText(reading.beats[0]!) &&
    reading.beats.filter(isText).length >= 2,
  compose({ reading }) {
    const [first, ...rest] = reading.beats;
    return { structure: 'story-order', hook: first!.text, body: rest, paragraphs: true };
  },
};
