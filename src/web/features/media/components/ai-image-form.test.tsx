import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getToasts, resetToasts } from '@/lib/toast';
import { mockFetch, renderWithProviders } from '@/test/render';
import { AiImageForm } from './ai-image-form';

// "Generate with AI" (issue #27): the prompt is proposed from the post and editable, the price is shown before
// the click, the request carries the edited prompt with an Idempotency-Key, and a refusal is said in the server's
// words.

const POST_ID = '5b0c7a1e-2f3d-4c5b-8a9e-1f2a3b4c5d6e';
const PROPOSED = 'A flat illustration of a small team shipping on a Friday';

const media = (prompt: string) => ({
  id: '0e4f8a2b-6c1d-4e3f-9a5b-7c8d9e0f1a2b',
  postId: POST_ID,
  kind: 'ai',
  url: '/api/media/0e4f8a2b-6c1d-4e3f-9a5b-7c8d9e0f1a2b',
  mimeType: 'image/png',
  width: 1536,
  height: 1024,
  byteSize: 123_456,
  prompt,
  isCustomUpload: false,
  template: null,
  format: null,
  title: null,
  slides: null,
  createdAt: '2026-11-28T08:00:00.000Z',
});

const credits = (n: number) => ({ body: { credits: n, tier: 'free', monthlyAllocation: 15 } });

beforeEach(() => resetToasts());

describe('<AiImageForm />', () => {
  it('proposes the prompt, sends the edited one with an Idempotency-Key, and says it was added', async () => {
    const sent: { body: unknown; key: string | null }[] = [];
    vi.stubGlobal(
      'fetch',
      mockFetch({
        'GET /api/credits/info': credits(12),
        [`POST /api/posts/${POST_ID}/media`]: (init) => {
          const body = JSON.parse(String(init?.body)) as { prompt: string };
          sent.push({ body, key: new Headers(init?.headers).get('idempotency-key') });
          return { status: 201, body: { media: media(body.prompt) } };
        },
      }),
    );
    renderWithProviders(<AiImageForm postId={POST_ID} proposedPrompt={PROPOSED} />);
    const prompt = screen.getByLabelText('Describe the picture');
    expect(prompt).toHaveValue(PROPOSED);
    expect(screen.getByTestId('ai-image-cost')).toHaveTextContent('Uses 4 credits');
    expect(await screen.findByText('12 credits left')).toBeVisible();

    await userEvent.clear(prompt);
    await userEvent.type(prompt, 'A lighthouse at dawn');
    await userEvent.click(screen.getByRole('button', { name: /Generate picture/ }));
    await vi.waitFor(() => expect(getToasts().map((t) => t.title)).toContain('AI picture added'));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toEqual({ kind: 'ai', prompt: 'A lighthouse at dawn' });
    expect(sent[0]!.key).toMatch(/\S{8,}/);
  });

  it('shows the server’s words when the picture could not be made', async () => {
    vi.stubGlobal(
      'fetch',
      mockFetch({
        'GET /api/credits/info': credits(12),
        [`POST /api/posts/${POST_ID}/media`]: {
          status: 502,
          body: { message: 'The image model failed; your 4 credits were refunded.', code: 'BAD_GATEWAY' },
        },
      }),
    );
    renderWithProviders(<AiImageForm postId={POST_ID} proposedPrompt={PROPOSED} />);
    await userEvent.click(screen.getByRole('button', { name: /Generate picture/ }));
    expect(await screen.findByText('The image model failed; your 4 credits were refunded.')).toBeVisible();
  });

  it('cannot be sent with fewer credits than it costs, and offers more', async () => {
    vi.stubGlobal('fetch', mockFetch({ 'GET /api/credits/info': credits(3) }));
    renderWithProviders(<AiImageForm postId={POST_ID} proposedPrompt={PROPOSED} />);
    expect(await screen.findByRole('link', { name: 'Get more credits' })).toBeVisible();
    expect(screen.getByRole('button', { name: /Generate picture/ })).toBeDisabled();
  });
});
