import { generate } from 'otplib';

/** The base32 secret of an `otpauth://` URL. */
export function secretOf(secretUrl: string): string {
  const secret = new URL(secretUrl).searchParams.get('secret');
  if (!secret) throw new Error(`no secret in ${secretUrl}`);
  return secret;
}

/** The TOTP code of `secret`, `steps` 30-second windows from now (the server accepts one window either side). */
export function otpCode(secret: string, steps = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });
}

/** Below this many seconds left in a window, the previous window's code could expire on its way to the server. */
const BOUNDARY_MARGIN_S = 3;

/**
 * The next code of a chain, one account's codes in the order it spends them, without waiting for a new window.
 * The server (api/src/security/totp.ts) takes codes of the previous, current and next 30-second window, each
 * window once and only after the last one spent: so a chain starts at the previous window's code and has three
 * codes in any window. A fourth code in the same window would need a wait of up to 30 s: that throws, and the
 * journey takes a fresh account instead. Only near a window's end does the first code wait (at most 3 s) for the
 * next window, so that the previous window's code is still valid when the server checks it.
 */
export async function nextOtp(secret: string, spent?: string): Promise<string> {
  let now = Date.now() / 1000;
  const left = 30 - (now % 30);
  if (spent === undefined && left < BOUNDARY_MARGIN_S) {
    await new Promise((resolve) => setTimeout(resolve, left * 1000 + 50));
    now = Date.now() / 1000;
  }
  const [previous, current, next] = await Promise.all([-30, 0, 30].map((shift) => generate({ secret, epoch: now + shift })));
  if (spent === undefined) return previous as string;
  if (spent === next) throw new Error('a fourth one-time code in one 30-second window: use a fresh account for the rest of the journey');
  return (spent === current ? next : current) as string;
}
