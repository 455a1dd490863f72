import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

// Secrets we must be able to read back (LinkedIn access tokens, users' LinkedIn
// client secrets) are sealed with AES-256-GCM under a key derived from
// APP_SECRET with HKDF. Each sealed value names the key that sealed it, so
// APP_SECRET can be rotated: the previous secret still opens old values
// (APP_SECRET_PREVIOUS), and callers re-seal them with the current key.
//
// Format: pw1.<key id>.<iv>.<ciphertext>.<tag>, each part base64url.

const VERSION = 'pw1';
const SALT = 'postwright/secret-box';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export class SecretBoxError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SecretBoxError';
  }
}

type Key = { id: string; key: Buffer };

function deriveKey(secret: string): Key {
  const key = Buffer.from(hkdfSync('sha256', secret, SALT, 'aes-256-gcm key v1', 32));
  // The id is derived separately, so publishing it says nothing about the key.
  const id = Buffer.from(hkdfSync('sha256', secret, SALT, 'key id v1', 6)).toString('base64url');
  return { id, key };
}

export type SecretBox = {
  /** Id of the key new values are sealed with (changes when APP_SECRET does). */
  readonly keyId: string;
  /**
   * Seals `plaintext` for one place, named by `context` (e.g. the column and
   * the row id): the value cannot be opened anywhere else, so a ciphertext
   * copied to another user's row is useless.
   */
  seal(plaintext: string, context: string): string;
  /** Opens a sealed value; `stale` says it was sealed with a previous key and should be sealed again. */
  open(sealed: string, context: string): { plaintext: string; stale: boolean };
  /** Whether a stored value looks like one of ours (not plaintext). */
  isSealed(value: string): boolean;
};

export function createSecretBox({
  secret,
  previousSecrets = [],
}: {
  secret: string;
  previousSecrets?: string[];
}): SecretBox {
  const current = deriveKey(secret);
  const keys = new Map<string, Key>([[current.id, current]]);
  for (const previous of previousSecrets) {
    const derived = deriveKey(previous);
    if (!keys.has(derived.id)) keys.set(derived.id, derived);
  }

  return {
    keyId: current.id,

    seal(plaintext, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', current.key, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return [
        VERSION,
        current.id,
        iv.toString('base64url'),
        ciphertext.toString('base64url'),
        cipher.getAuthTag().toString('base64url'),
      ].join('.');
    },

    open(sealed, context) {
      const parts = sealed.split('.');
      if (parts.length !== 5 || parts[0] !== VERSION) throw new SecretBoxError('not a sealed value');
      const [, keyId, iv, ciphertext, tag] = parts as [string, string, string, string, string];
      const key = keys.get(keyId);
      if (!key)
        throw new SecretBoxError(
          `sealed with an unknown key (${keyId}): APP_SECRET changed without APP_SECRET_PREVIOUS`,
        );
      try {
        const decipher = createDecipheriv('aes-256-gcm', key.key, Buffer.from(iv, 'base64url'), {
          authTagLength: TAG_BYTES,
        });
        decipher.setAAD(Buffer.from(context, 'utf8'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        const plaintext = Buffer.concat([
          decipher.update(Buffer.from(ciphertext, 'base64url')),
          decipher.final(),
        ]).toString('utf8');
        return { plaintext, stale: keyId !== current.id };
      } catch {
        throw new SecretBoxError('the sealed value is damaged or belongs elsewhere');
      }
    },

    isSealed(value) {
      return value.startsWith(`${VERSION}.`) && value.split('.').length === 5;
    },
  };
}
