import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ImproveMenuItem } from '@shared/schemas/improve';
import { postSchema, type Post } from '@shared/schemas/posts';
import { getToasts, resetToasts } from '@/lib/toast';
import { mockFetch, renderSignedIn } from '@/test/render';
import { usePostEditor } from '../hooks/use-post-editor';
import { EditButtons } from './post-editor';

const ID = '11111111-1111-4111-8111-111111111111';
const TEXT = 'We cut onboarding from 14 days to 3. 🚀\n\nCustomers start on day one.\n\nCurious to hear from you.';

type Wire = Record<string, unknown>;
const wire = (overrides: Wire = {}): Wire => ({
  id: ID,
  originalIdea: 'Onboarding',
  enhancedPrompt: null,
  generatedContent: TEXT,
  mood: 'professional',
  platform: 'linkedin',
  postLength: 'medium',
  includeHashtags: false,
  includeEmojis: true,
  includeLink: false,
  linkUrl: null,
  usedBrandVoice: false,
  brandVoiceId: null,
  consistencyAnalysis: null,
  analyzedAt: null,
  editedAt: null,
  analyzedBeforeEdit: false,
  generationId: null,
  linkedinPostUrn: null,
  linkedinPublishedAt: null,
  createdAt: '2026-11-28T09:00:00.000Z',
  ...overrides,
});
const post = (overrides: Wire = {}): Post => postSchema.parse(wire(overrides));

const item = (over: Partial<ImproveMenuItem> & Pick<ImproveMenuItem, 'action' | 'label'>): ImproveMenuItem => ({
  option: null,
  cost: 0,
  available: true,
  reason: null,
  ...over,
});

const MENU = [
  item({ action: 'shorter', label: 'Shorter', cost: 2 }),
  item({ action: 'hook', label: 'Punchier hook', cost: 2 }),
  item({ action: 'emojis', option: 'add', label: 'Add emojis' }),
  item({ action: 'emojis', option: 'remove', label: 'Remove emojis' }),
  item({ action: 'longer', label: 'Longer', available: false, reason: 'Longer needs a language model.' }),
];

function Card({ initial }: { initial: Post }) {
  const editor = usePostEditor(initial);
  return (
    <div>
      <p data-testid="text">{editor.post.generatedContent}</p>
      <EditButtons editor={editor} label="post" />
    </div>
  );
}

beforeEach(() => resetToasts());

describe('<ImproveMenu />', () => {
  it('lists the tools that apply with their cost, runs one in place, and Undo puts the text back', async () => {
    const shorter = 'We cut onboarding from 14 days to 3. 🚀';
    const patches: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      mockFetch({
        'GET /api/posts/improve-menu': { body: { items: MENU } },
        [`POST /api/posts/${ID}/improve`]: {
          body: {
            kind: 'changed',
            post: wire({ generatedContent: shorter, editedAt: '2026-11-28T10:00:00.000Z' }),
            previousContent: TEXT,
          },
        },
        [`PATCH /api/posts/${ID}`]: (init) => {
          patches.push(JSON.parse(String(init?.body)));
          return {
            body: { post: wire({ editedAt: '2026-11-28T10:01:00.000Z' }) },
          };
        },
      }),
    );
    renderSignedIn(<Card initial={post()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Improve post' }));
    const menu = await screen.findByTestId('improve-menu');
    expect(await within(menu).findByRole('menuitem', { name: /Shorter/ })).toHaveTextContent('2 credits');
    // The post has emojis: "Remove emojis" applies, "Add emojis" does not.
    expect(within(menu).getByRole('menuitem', { name: /Remove emojis/ })).toHaveTextContent('Free');
    expect(within(menu).queryByRole('menuitem', { name: /Add emojis/ })).toBeNull();
    const longer = within(menu).getByRole('menuitem', { name: /Longer/ });
    expect(longer).toHaveAttribute('aria-disabled', 'true');
    expect(longer).toHaveTextContent('Longer needs a language model.');

    await userEvent.click(within(menu).getByRole('menuitem', { name: /Shorter/ }));
    await vi.waitFor(() =>
      expect(screen.getByTestId('text')).toHaveTextContent(shorter, { normalizeWhitespace: false }),
    );
    expect(getToasts()[0]).toMatchObject({ title: 'Made shorter' });
    await userEvent.click(screen.getByRole('button', { name: 'Undo edit' }));
    await vi.waitFor(() => expect(patches).toEqual([{ generatedContent: TEXT }]));
  });

  it('offers three first lines and saves the pick as an edit', async () => {
    const choices = ['One meeting less.', 'Onboarding took 14 days.', 'What is your kickoff call for?'].map(
      (firstLine) => ({ firstLine, content: `${firstLine}\n\n${TEXT}` }),
    );
    const patches: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      mockFetch({
        'GET /api/posts/improve-menu': { body: { items: MENU } },
        [`POST /api/posts/${ID}/improve`]: { body: { kind: 'choices', choices } },
        [`PATCH /api/posts/${ID}`]: (init) => {
          const body = JSON.parse(String(init?.body)) as { generatedContent: string };
          patches.push(body);
          return { body: { post: wire({ ...body, editedAt: '2026-11-28T10:00:00.000Z' }) } };
        },
      }),
    );
    renderSignedIn(<Card initial={post()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Improve post' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /Punchier hook/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Pick a first line' });
    expect(within(dialog).getAllByRole('radio')).toHaveLength(3);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Onboarding took 14 days.' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use this line' }));
    await vi.waitFor(() => expect(patches).toEqual([{ generatedContent: choices[1]!.content }]));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Undo edit' })).toBeVisible();
  });
});
