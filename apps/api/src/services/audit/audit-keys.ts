import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createSecretFileOnce } from '../../security/secret-file';

/**
 * The keys that authenticate the audit log, its anchors and the joinings' money columns (ADR 0027): secrets the
 * database never holds, each with an id stored beside what it signed. The first key of the ring signs; every key
 * verifies, so a new key is put first and the old one kept after it for as long as rows signed with it exist.
 */
export type AuditKey = { id: string; secret: Buffer };
export type AuditKeyRing = { signing: AuditKey; keys: ReadonlyMap<string, AuditKey> };

/** Each use has its own key, derived from the configured one (HKDF-SHA-256): a MAC of one kind never passes as another. */
export type MacPurpose = 'audit-row' | 'audit-anchor' | 'joining-money';

export const MIN_AUDIT_KEY_BYTES = 32;
const KEY_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,31}$/;
const BASE64 = /^[A-Za-z0-9+/_-]+={0,2}$/;

/** Where the embedded default keeps its generated key, beside the token secret and outside the database files. */
export const auditKeysFile = (dataDir: string): string => path.join(dataDir, 'secrets', 'audit-hmac-keys');

/**
 * Parses `kid1:base64secret,kid0:base64secret`. Answers the ring or the problems, each naming the entry by its
 * position or id and never quoting a secret.
 */
export function parseAuditKeys(text: string): { ring: AuditKeyRing } | { problems: string[] } {
  const problems: string[] = [];
  const keys = new Map<string, AuditKey>();
  const entries = text
    .split(/[,\n]/)
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return { problems: ['must hold at least one key, written key-id:base64-secret'] };
  entries.forEach((entry, index) => {
    const colon = entry.indexOf(':');
    const id = colon < 0 ? '' : entry.slice(0, colon);
    const encoded = colon < 0 ? '' : entry.slice(colon + 1).trim();
    if (!KEY_ID.test(id) || !BASE64.test(encoded)) {
      problems.push(
        `entry ${index + 1} must be written key-id:base64-secret (the id of 1 to 32 letters, digits, dots, dashes or underscores)`,
      );
      return;
    }
    if (keys.has(id)) {
      problems.push(`key id "${id}" is given twice`);
      return;
    }
    const secret = Buffer.from(encoded.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    if (secret.length < MIN_AUDIT_KEY_BYTES) {
      problems.push(
        `key "${id}" has ${secret.length} bytes; each key needs at least ${MIN_AUDIT_KEY_BYTES} random bytes (openssl rand -base64 32)`,
      );
      return;
    }
    keys.set(id, { id, secret });
  });
  const [signing] = keys.values();
  if (problems.length > 0 || !signing) return { problems };
  return { ring: { signing, keys } };
}

/** The key ring stored in the data folder, or undefined when there is none; a damaged file is an error naming it. */
export function readAuditKeysFile(dataDir: string): AuditKeyRing | undefined {
  const file = auditKeysFile(dataDir);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const parsed = parseAuditKeys(text);
  if ('problems' in parsed) throw new Error(`${file}: ${parsed.problems.join('; ')}`);
  return parsed.ring;
}

/**
 * The embedded default's key: read from the data folder, or generated there once (mode 0600) when the operator set
 * no AUDIT_HMAC_KEYS. Written to a temporary file and linked into place, so no process ever reads half a key, and
 * two processes starting at once end with the same one.
 */
export function loadOrCreateAuditKeys(dataDir: string): AuditKeyRing {
  const existing = readAuditKeysFile(dataDir);
  if (existing) return existing;
  const file = auditKeysFile(dataDir);
  createSecretFileOnce(file, `local-${randomBytes(4).toString('hex')}:${randomBytes(48).toString('base64')}\n`);
  const created = readAuditKeysFile(dataDir);
  if (!created) throw new Error(`${file} could not be written`);
  return created;
}

const derived = new WeakMap<AuditKey, Map<MacPurpose, Buffer>>();

function purposeKey(key: AuditKey, purpose: MacPurpose): Buffer {
  let byPurpose = derived.get(key);
  if (!byPurpose) {
    byPurpose = new Map();
    derived.set(key, byPurpose);
  }
  let subkey = byPurpose.get(purpose);
  if (!subkey) {
    subkey = Buffer.from(hkdfSync('sha256', key.secret, Buffer.alloc(0), `ico-portal ${purpose} v1`, 32));
    byPurpose.set(purpose, subkey);
  }
  return subkey;
}

const hmac = (key: AuditKey, purpose: MacPurpose, text: string): string =>
  createHmac('sha256', purposeKey(key, purpose)).update(text, 'utf8').digest('hex');

/** HMAC-SHA-256 (hex) of `text` with the signing key, and that key's id. */
export function signText(ring: AuditKeyRing, purpose: MacPurpose, text: string): { mac: string; keyId: string } {
  return { mac: hmac(ring.signing, purpose, text), keyId: ring.signing.id };
}

export type MacCheck = 'valid' | 'mismatch' | 'unknownKey';

/** Whether `mac` is the MAC of `text` under the key `keyId` (compared in constant time). */
export function checkText(ring: AuditKeyRing, purpose: MacPurpose, keyId: string, text: string, mac: string): MacCheck {
  const key = ring.keys.get(keyId);
  if (!key) return 'unknownKey';
  const expected = Buffer.from(hmac(key, purpose, text), 'utf8');
  const given = Buffer.from(mac, 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected) ? 'valid' : 'mismatch';
}

/**
 * The ring of this process. `recordAudit` is called from some fifty places with only a transaction in hand, so the
 * ring is installed once when the server (or the operator's command) starts, from its configuration.
 */
let installed: AuditKeyRing | undefined;

export function installAuditKeys(ring: AuditKeyRing): void {
  installed = ring;
}

export function auditKeys(): AuditKeyRing {
  if (!installed) throw new Error('No audit key installed: the server installs AUDIT_HMAC_KEYS (or its generated key) at start');
  return installed;
}
