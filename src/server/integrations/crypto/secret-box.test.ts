import { describe, expect, it } from 'vitest';
import { createSecretBox, SecretBoxError } from './secret-box';

const SECRET = 'first-app-secret-that-is-long-enough-0123456789';
const NEXT = 'second-app-secret-that-is-long-enough-9876543210';

describe('secret box (AES-256-GCM under a key derived from APP_SECRET)', () => {
  it('seals to a value that is not the plaintext and opens it again', () => {
    const box = createSecretBox({ secret: SECRET });
    const sealed = box.seal('AQX-linkedin-access-token', 'users.linkedin_access_token:u1');
    expect(sealed).not.toContain('AQX-linkedin-access-token');
    expect(box.isSealed(sealed)).toBe(true);
    expect(box.open(sealed, 'users.linkedin_access_token:u1')).toEqual({
      plaintext: 'AQX-linkedin-access-token',
      stale: false,
    });
  });

  it('never seals the same plaintext to the same value twice (random IV)', () => {
    const box = createSecretBox({ secret: SECRET });
    expect(box.seal('same', 'ctx')).not.toBe(box.seal('same', 'ctx'));
  });

  it('refuses a value moved to another row or column', () => {
    const box = createSecretBox({ secret: SECRET });
    const sealed = box.seal('token', 'users.linkedin_access_token:u1');
    expect(() => box.open(sealed, 'users.linkedin_access_token:u2')).toThrow(SecretBoxError);
    expect(() => box.open(sealed, 'users.linkedin_client_secret:u1')).toThrow(SecretBoxError);
  });

  it('refuses a tampered value', () => {
    const box = createSecretBox({ secret: SECRET });
    const parts = box.seal('token', 'ctx').split('.');
    const ciphertext = Buffer.from(parts[3]!, 'base64url');
    ciphertext[0] = ciphertext[0]! ^ 1;
    parts[3] = ciphertext.toString('base64url');
    expect(() => box.open(parts.join('.'), 'ctx')).toThrow(/damaged/);
    expect(() => box.open('plain-text-token', 'ctx')).toThrow(/not a sealed value/);
  });

  it('opens values of the previous APP_SECRET after a rotation and marks them stale', () => {
    const before = createSecretBox({ secret: SECRET });
    const sealed = before.seal('token', 'ctx');
    const after = createSecretBox({ secret: NEXT, previousSecrets: [SECRET] });
    expect(after.keyId).not.toBe(before.keyId);
    expect(after.open(sealed, 'ctx')).toEqual({ plaintext: 'token', stale: true });
    const resealed = after.seal('token', 'ctx');
    expect(after.open(resealed, 'ctx').stale).toBe(false);
  });

  it('names the missing APP_SECRET_PREVIOUS when the sealing key is unknown', () => {
    const sealed = createSecretBox({ secret: SECRET }).seal('token', 'ctx');
    expect(() => createSecretBox({ secret: NEXT }).open(sealed, 'ctx')).toThrow(/APP_SECRET_PREVIOUS/);
  });
});
