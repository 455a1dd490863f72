// The Posts API reads `commentary` in LinkedIn's "little text" format, where
// \ | { } @ [ ] ( ) < > # * _ ~ have meanings (mentions, hashtags, templates).
// Unescaped, they garble the post or cut it short. Every one is escaped, so
// the post appears exactly as written; hashtags become LinkedIn's hashtag
// template, so "#Leadership" still shows as a clickable hashtag.

const RESERVED = /[\\|{}@[\]()<>#*_~]/g;
// A hashtag starts a word: "#tag" after a space or line start, not "C#" or "issue#4".
const HASHTAG = /(^|[^\p{L}\p{N}_#])#([\p{L}\p{N}_]+)/gu;

const escape = (text: string) => text.replace(RESERVED, (c) => `\\${c}`);

export function toLittleText(text: string): string {
  let out = '';
  let last = 0;
  for (const match of text.matchAll(HASHTAG)) {
    const [whole, before, tag] = match as unknown as [string, string, string];
    const start = match.index! + before.length;
    out += escape(text.slice(last, start)) + `{hashtag|\\#|${escape(tag)}}`;
    last = match.index! + whole.length;
  }
  return out + escape(text.slice(last));
}
