import { describe, expect, it } from 'vitest';
import { MAX_VERSIONS, PASSWORD_MIN } from '../constants';
import { registerSchema, resetPasswordFormSchema } from './auth';
import { emailSchema, humanize, optionalText, timestampSchema } from './common';
import { generatePostsRequestSchema, ORIGINAL_IDEA_MAX } from './posts';

// The shared schemas validate on the server (Fastify), in the forms
// (react-hook-form) and in the client's parsing: what they accept, transform
// and say is what a user sees on both sides, so it is pinned here once.

/** The messages a schema answers for `input`, by field path. */
function messages(
  schema: {
    safeParse(input: unknown): { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
  },
  input: unknown,
) {
  const result = schema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('the error map speaks to people', () => {
  it('names a missing field in words, never "expected string, received undefined"', () => {
    expect(messages(registerSchema, { email: 'ann@example.com', password: 'x'.repeat(PASSWORD_MIN) })).toEqual({
      fullName: 'Full name is required',
    });
  });

  it('names a field of the wrong type', () => {
    expect(
      messages(generatePostsRequestSchema, { originalIdea: 'An idea', platform: 'linkedin', includeEmojis: 'yes' }),
    ).toEqual({
      includeEmojis: 'Include emojis must be a boolean',
    });
  });

  it('humanizes camelCase and snake_case keys', () => {
    expect(humanize('fullName')).toBe('Full name');
    expect(humanize('linkedin_profile')).toBe('Linkedin profile');
  });
});

describe('accounts', () => {
  it('stores e-mail addresses trimmed and lower-cased', () => {
    expect(emailSchema().parse('  Ann.Lee@Example.COM ')).toBe('ann.lee@example.com');
    expect(emailSchema().safeParse('not an address').success).toBe(false);
  });

  it('refuses a short password with the rule in the message', () => {
    expect(messages(registerSchema, { fullName: 'Ann', email: 'ann@example.com', password: 'short' })).toEqual({
      password: `Password must be at least ${PASSWORD_MIN} characters`,
    });
  });

  it('gives a bare LinkedIn domain https:// and refuses what is not a web address', () => {
    const base = { fullName: 'Ann', email: 'ann@example.com', password: 'x'.repeat(PASSWORD_MIN) };
    expect(registerSchema.parse({ ...base, linkedinProfile: 'linkedin.com/in/ann' }).linkedinProfile).toBe(
      'https://linkedin.com/in/ann',
    );
    expect(registerSchema.parse({ ...base, linkedinProfile: '' }).linkedinProfile).toBeUndefined();
    expect(messages(registerSchema, { ...base, linkedinProfile: 'javascript:alert(1)' })).toEqual({
      linkedinProfile: 'LinkedIn profile must be a valid URL',
    });
  });

  it('checks the reset form confirmation in the browser only', () => {
    expect(
      messages(resetPasswordFormSchema, {
        token: 't',
        password: 'x'.repeat(PASSWORD_MIN),
        confirmPassword: 'y'.repeat(PASSWORD_MIN),
      }),
    ).toEqual({
      confirmPassword: "Passwords don't match",
    });
  });

  it('turns an empty optional form field into "absent"', () => {
    expect(optionalText(10, 'Title').parse('   ')).toBeUndefined();
    expect(optionalText(10, 'Title').safeParse('x'.repeat(11)).error?.issues[0]?.message).toBe(
      'Title must be at most 10 characters',
    );
  });
});

describe('generation requests', () => {
  const idea = { originalIdea: 'We shipped the new onboarding', platform: 'linkedin' };

  it('fills the spec defaults', () => {
    expect(generatePostsRequestSchema.parse(idea)).toMatchObject({
      mood: 'professional',
      postLength: 'medium',
      includeEmojis: true,
      includeHashtags: true,
      includeLink: false,
      usedBrandVoice: false,
      versions: 1,
    });
  });

  it('asks for the link only when the user chose to include one, and accepts only http(s)', () => {
    expect(messages(generatePostsRequestSchema, { ...idea, includeLink: true, linkUrl: '' })).toEqual({
      linkUrl: 'Please enter the link to include',
    });
    expect(messages(generatePostsRequestSchema, { ...idea, includeLink: true, linkUrl: 'ftp://example.com' })).toEqual({
      linkUrl: 'Please enter a valid link (http or https)',
    });
    expect(generatePostsRequestSchema.parse({ ...idea, includeLink: false, linkUrl: '' }).linkUrl).toBeUndefined();
  });

  it('bounds the idea and the number of versions with messages a user understands', () => {
    expect(messages(generatePostsRequestSchema, { ...idea, originalIdea: '   ' })).toEqual({
      originalIdea: 'Post idea is required',
    });
    expect(messages(generatePostsRequestSchema, { ...idea, originalIdea: 'x'.repeat(ORIGINAL_IDEA_MAX + 1) })).toEqual({
      originalIdea: `Post idea must be at most ${ORIGINAL_IDEA_MAX} characters`,
    });
    expect(messages(generatePostsRequestSchema, { ...idea, versions: MAX_VERSIONS + 1 })).toEqual({
      versions: 'Number of versions must be 1, 2 or 3',
    });
    expect(messages(generatePostsRequestSchema, { ...idea, platform: 'myspace' })).toEqual({
      platform: 'Please choose instagram, facebook or linkedin',
    });
  });
});

describe('timestamps', () => {
  it('are Dates in code and ISO strings with an offset on the wire', () => {
    const date = timestampSchema.decode('2026-03-29T01:30:00+01:00');
    expect(date.toISOString()).toBe('2026-03-29T00:30:00.000Z');
    expect(timestampSchema.encode(date)).toBe('2026-03-29T00:30:00.000Z');
    expect(timestampSchema.safeDecode('2026-03-29 01:30').success).toBe(false);
  });
});
