import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { COMPANY } from '@ico/domain/company';
import { generateSecret, generateURI, verify } from 'otplib';

/** Codes from the previous and the next 30-second window are accepted (clock drift of a phone). */
const EPOCH_TOLERANCE_SECONDS = 30;

export type OtpVault = {
  newSecret(): string;
  uri(secret: string, account: string): string;
  seal(secret: string): string;
  open(sealed: string): string;
  /** The time step of a valid code that is newer than `lastStep`, or null (wrong, expired or replayed). */
  check(secret: string, code: string, lastStep: number | null): Promise<number | null>;
};

/** TOTP secrets are kept encrypted with a key derived from the server secret (AES-256-GCM). */
export function createOtpVault(serverSecret: string): OtpVault {
  const key = Buffer.from(hkdfSync('sha256', serverSecret, 'ico-portal', 'totp-secret-encryption', 32));
  return {
    newSecret: () => generateSecret(),
    uri: (secret, account) => generateURI({ issuer: COMPANY.brand, label: account, secret }),
    seal(secret) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join('.');
    },
    open(sealed) {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || !data) throw new Error('unknown sealed secret format');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    },
    async check(secret, code, lastStep) {
      if (!/^\d{6}$/.test(code)) return null;
      const result = await verify({
        secret,
        token: code,
        epochTolerance: EPOCH_TOLERANCE_SECONDS,
        ...(lastStep === null ? {} : { afterTimeStep: lastStep }),
      });
      return result.valid && 'timeStep' in result ? result.timeStep : null;
    },
  };
}
