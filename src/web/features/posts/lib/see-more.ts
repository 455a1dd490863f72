import { LINKEDIN_SEE_MORE_AT } from '@shared/constants';

/** LinkedIn folds a post after three lines, or sooner when those lines are long. */
export const SEE_MORE_LINES = 3;
/** How far back from the cut we look for a space, so a word is not split. */
const WORD_BOUNDARY_WINDOW = 25;

export type SeeMoreCut = { visible: string; isTruncated: boolean };

/**
 * Where LinkedIn's feed cuts a post and shows "…see more": at the end of the
 * third line or at LINKEDIN_SEE_MORE_AT characters, whichever comes first,
 * backing off to the previous space so no word is split.
 */
export function seeMoreCut(
  text: string,
  { maxChars = LINKEDIN_SEE_MORE_AT, maxLines = SEE_MORE_LINES } = {},
): SeeMoreCut {
  const full = text.trimEnd();
  let cut = full.length;
  let newlines = 0;
  for (let i = 0; i < full.length; i++) {
    if (full[i] === '\n' && ++newlines === maxLines) {
      cut = i;
      break;
    }
  }
  if (cut > maxChars) {
    cut = maxChars;
    const space = full.lastIndexOf(' ', cut);
    if (space > cut - WORD_BOUNDARY_WINDOW && space > 0) cut = space;
  }
  if (cut >= full.length) return { visible: full, isTruncated: false };
  // Never end a surrogate pair (an emoji) half way.
  const code = full.charCodeAt(cut - 1);
  if (code >= 0xd800 && code <= 0xdbff) cut -= 1;
  return { visible: full.slice(0, cut).trimEnd(), isTruncated: true };
}

/** Instagram shows about 125 characters of a caption before "… more". */
export const INSTAGRAM_MORE_AT = 125;
/** Facebook shows about 480 characters of a post before "See more". */
export const FACEBOOK_SEE_MORE_AT = 480;

/** A cut by characters only (Instagram, Facebook), at a word boundary. */
export const charCut = (text: string, maxChars: number): SeeMoreCut =>
  seeMoreCut(text, { maxChars, maxLines: Number.POSITIVE_INFINITY });

/** Text split into plain runs and hashtags, so previews can style the tags as the networks do. */
export function splitHashtags(text: string): { text: string; isTag: boolean }[] {
  return text
    .split(/(#[\p{L}\p{N}_]+)/u)
    .filter((part) => part !== '')
    .map((part) => ({ text: part, isTag: /^#[\p{L}\p{N}_]+$/u.test(part) }));
}
