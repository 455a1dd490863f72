import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env';

describe('env', () => {
  it('runs with no configuration at all, with embedded defaults', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      APP_URL: 'http://localhost:3000',
      AI_PROVIDER: 'offline',
      ADMIN_EMAILS: [],
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
  });

  it('names every bad variable in one error', () => {
    try {
      loadEnv({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        APP_URL: 'not a url',
        APP_SECRET: 'short',
        LOG_LEVEL: 'loud',
      });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      const problems = (error as EnvError).problems.join('\n');
      for (const name of ['PORT', 'DATABASE_URL', 'APP_URL', 'APP_SECRET', 'LOG_LEVEL'])
        expect(problems).toContain(name);
    }
  });

  it('requires the partner of a half-configured integration', () => {
    expect(() => loadEnv({ GOOGLE_CLIENT_ID: 'id' })).toThrow(/GOOGLE_CLIENT_SECRET/);
    expect(() => loadEnv({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() => loadEnv({ AI_PROVIDER: 'openai' })).toThrow(/OPENAI_API_KEY/);
    expect(() => loadEnv({ LINKEDIN_CLIENT_ID: 'id' })).toThrow(/LINKEDIN_CLIENT_SECRET/);
    expect(() => loadEnv({ LINKEDIN_CLIENT_SECRET: 'secret' })).toThrow(/LINKEDIN_CLIENT_ID/);
  });

  it('points LinkedIn at LinkedIn unless told otherwise, and checks the API version’s shape', () => {
    expect(loadEnv({})).toMatchObject({
      LINKEDIN_AUTH_URL: 'https://www.linkedin.com/oauth/v2',
      LINKEDIN_API_URL: 'https://api.linkedin.com',
      LINKEDIN_API_VERSION: '202610',
    });
    expect(loadEnv({ LINKEDIN_API_URL: 'http://127.0.0.1:9999/', LINKEDIN_API_VERSION: '202611.01' })).toMatchObject({
      LINKEDIN_API_URL: 'http://127.0.0.1:9999',
      LINKEDIN_API_VERSION: '202611.01',
    });
    expect(() => loadEnv({ LINKEDIN_API_VERSION: '2026-10' })).toThrow(/LINKEDIN_API_VERSION/);
    expect(() => loadEnv({ APP_SECRET_PREVIOUS: 'short' })).toThrow(/APP_SECRET_PREVIOUS/);
  });

  it('asks for the company-page scopes only when LINKEDIN_ORGANIZATION_SCOPES says true', () => {
    expect(loadEnv({}).LINKEDIN_ORGANIZATION_SCOPES).toBe(false);
    expect(loadEnv({ LINKEDIN_ORGANIZATION_SCOPES: 'true' }).LINKEDIN_ORGANIZATION_SCOPES).toBe(true);
    expect(loadEnv({ LINKEDIN_ORGANIZATION_SCOPES: 'false' }).LINKEDIN_ORGANIZATION_SCOPES).toBe(false);
    expect(() => loadEnv({ LINKEDIN_ORGANIZATION_SCOPES: 'yes' })).toThrow(/LINKEDIN_ORGANIZATION_SCOPES/);
  });

  it('picks the LLM writer when an OpenAI-compatible server is configured', () => {
    expect(loadEnv({ OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1' }).AI_PROVIDER).toBe('openai');
  });

  it('parses ADMIN_EMAILS as a trimmed, lower-cased list', () => {
    expect(loadEnv({ ADMIN_EMAILS: ' Boss@Example.com, ,ops@example.com ' }).ADMIN_EMAILS).toEqual([
      'boss@example.com',
      'ops@example.com',
    ]);
  });
});

describe('env behind a proxy and in production', () => {
  it('takes TRUST_PROXY as an address list or loopback, off by default, and refuses blanket trust and hop counts', () => {
    expect(loadEnv({}).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: 'loopback', APP_URL: 'http://app.example.com' }).TRUST_PROXY).toBe('loopback');
    // Fastify 5 trusts nothing for a number: refused rather than silently ignored.
    expect(() => loadEnv({ TRUST_PROXY: '1', APP_URL: 'http://app.example.com' })).toThrow(
      /TRUST_PROXY: a hop count is not trusted/,
    );
    expect(loadEnv({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16', APP_URL: 'http://app.example.com' }).TRUST_PROXY).toBe(
      '10.0.0.1, 192.168.0.0/16',
    );
    expect(() => loadEnv({ TRUST_PROXY: 'true', APP_URL: 'http://app.example.com' })).toThrow(
      /TRUST_PROXY: true would trust any client/,
    );
    expect(() => loadEnv({ TRUST_PROXY: 'everyone', APP_URL: 'http://app.example.com' })).toThrow(
      /TRUST_PROXY: must be the proxies’ addresses/,
    );
  });

  it('refuses to start in production or behind a proxy without an explicit APP_URL', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(/APP_URL: required in production/);
    expect(() => loadEnv({ TRUST_PROXY: 'loopback' })).toThrow(/APP_URL: required in production/);
    expect(
      loadEnv({ NODE_ENV: 'production', APP_URL: 'https://app.example.com', APP_SECRET: 'x'.repeat(32) }).APP_URL,
    ).toBe('https://app.example.com');
  });
});

describe('env from a .env file', () => {
  it('reads empty values as unset', () => {
    const env = loadEnv({ PORT: '', DATABASE_URL: '', APP_SECRET: '  ' });
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.APP_SECRET).toBeUndefined();
  });
});
