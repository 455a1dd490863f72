import { z } from './common';
import { postSchema } from './posts';

// "Tools to improve a draft" (issue 26, decision 122): the Improve menu next to
// Edit. One request shape for the route and the menu; the menu's items, with
// their cost and whether the writer in use can do them, come from the server.

export const IMPROVE_ACTIONS = ['shorter', 'hook', 'ending', 'emojis', 'hashtags', 'longer'] as const;
export type ImproveAction = (typeof IMPROVE_ACTIONS)[number];
export const ENDING_OPTIONS = ['question', 'cta', 'none'] as const;
export type EndingOption = (typeof ENDING_OPTIONS)[number];
export const ADD_REMOVE = ['add', 'remove'] as const;
export type AddRemove = (typeof ADD_REMOVE)[number];

export const improveRequestSchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('shorter') }),
    z.object({ action: z.literal('longer') }),
    z.object({ action: z.literal('hook') }),
    z.object({ action: z.literal('ending'), option: z.enum(ENDING_OPTIONS, 'Choose question, cta or none') }),
    z.object({ action: z.literal('emojis'), option: z.enum(ADD_REMOVE, 'Choose add or remove') }),
    z.object({ action: z.literal('hashtags'), option: z.enum(ADD_REMOVE, 'Choose add or remove') }),
  ],
  'Choose shorter, hook, ending, emojis, hashtags or longer',
);
export type ImproveRequest = z.infer<typeof improveRequestSchema>;

/**
 * What an improvement answers: the post changed in place (saved as an edit, with the text before it for
 * Undo), or, for a new hook, three first lines to pick from (each with the whole text it would give; the
 * pick is saved as an ordinary edit).
 */
export const improveResponseSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('changed'), post: postSchema, previousContent: z.string() }),
  z.object({
    kind: z.literal('choices'),
    choices: z.array(z.object({ firstLine: z.string(), content: z.string() })).min(1),
  }),
]);
export type ImproveResponse = z.infer<typeof improveResponseSchema>;

/** One item of the menu: what it does, what it costs with the writer in use, and why it is off when it is. */
export const improveMenuItemSchema = z.object({
  action: z.enum(IMPROVE_ACTIONS),
  option: z.enum([...ENDING_OPTIONS, ...ADD_REMOVE]).nullable(),
  label: z.string(),
  cost: z.number().int().min(0),
  available: z.boolean(),
  /** Why it is off ("Needs a language model: the Offline writer does not invent text"). */
  reason: z.string().nullable(),
});
export type ImproveMenuItem = z.infer<typeof improveMenuItemSchema>;
export const improveMenuResponseSchema = z.object({ items: z.array(improveMenuItemSchema) });
export type ImproveMenuResponse = z.infer<typeof improveMenuResponseSchema>;

/** Pictographic emoji (with their joiners and variation selectors), for both the menu and the server. */
export const EMOJI = /\p{Extended_Pictographic}(?:\uFE0F|\u200D\p{Extended_Pictographic})*/gu;
/** A hashtag: # then a letter, digit or underscore run, not inside a word (so "C#" and URLs' anchors stay). */
export const HASHTAG = /(?<![\p{L}\p{N}_/&#])#[\p{L}\p{N}_]+/gu;

export const hasEmojis = (text: string) => new RegExp(EMOJI.source, 'u').test(text);
export const hasHashtags = (text: string) => new RegExp(HASHTAG.source, 'u').test(text);

/** Whether an item can change this text at all (removing what is not there is no change). */
export function appliesTo(item: Pick<ImproveMenuItem, 'action' | 'option'>, text: string): boolean {
  if (item.action === 'emojis') return (item.option === 'remove') === hasEmojis(text);
  if (item.action === 'hashtags') return (item.option === 'remove') === hasHashtags(text);
  return true;
}
