import { createCipheriv, hkdfSync, randomBytes, randomUUID } from 'node:crypto';
import { createSignMessage } from '@ico/domain/sign-message';
import { SignJWT } from 'jose';
import pg from 'pg';
import { attachWhitePaper, withAdminClient } from './database';

/**
 * A new empty database, or a copy of `template` (which must have no connections): the harness's createDatabase
 * makes random names and no copies, and the baseline needs an identical copy of the seeded launch.
 */
export const createBurstDatabase = (name: string, template?: string): Promise<void> =>
  withAdminClient(async (c) => {
    await c.query(`drop database if exists "${name}" with (force)`);
    await c.query(`create database "${name}"${template ? ` template "${template}"` : ''}`);
  });

export const dropBurstDatabase = (name: string): Promise<void> =>
  withAdminClient(async (c) => {
    await c.query(`drop database if exists "${name}" with (force)`);
  });

/** One investor of the burst: the user, its access token and the signed form it will send. */
export type BurstInvestor = {
  userId: number;
  token: string;
  address: string;
  message: string;
  signature: string;
};

export type BurstOffering = { id: number; totalAmount: bigint; minimumAmount: bigint };

/** Unique three-word messages from the domain's word list: the words are the digits of `i` in base 2048. */
export function burstMessages(count: number): string[] {
  return Array.from({ length: count }, (_, i) => {
    let rest = i;
    return createSignMessage((n) => {
      const digit = rest % n;
      rest = Math.floor(rest / n);
      return digit;
    });
  });
}

/** As apps/api/src/security/totp.ts seals a TOTP secret (AES-256-GCM, key derived from the server secret). */
function otpSealer(serverSecret: string): () => string {
  const key = Buffer.from(hkdfSync('sha256', serverSecret, 'ico-portal', 'totp-secret-encryption', 32));
  const base32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  return () => {
    const secret = Array.from(randomBytes(32), (b) => base32[b % 32]).join('');
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    const data = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join('.');
  };
}

/** As apps/api/src/security/tokens.ts signs an access token (HS256, issuer and audience of the portal, 15 minutes). */
function accessTokenSigner(jwtSecret: string): (userId: number, sessionId: string) => Promise<string> {
  const key = new TextEncoder().encode(jwtSecret);
  return (userId, sessionId) =>
    new SignJWT({ sid: sessionId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(userId))
      .setIssuer('ico-portal')
      .setAudience('ico-portal-api')
      .setIssuedAt()
      .setExpirationTime('900s')
      .sign(key);
}

const CHUNK = 2_000;

/**
 * Writes the launch directly into a migrated database: one offering open since a minute ago that does not screen
 * (reservations go straight to WAITING_FOR_PAYMENT), retail only, `totalAmount` Baht; and one verified retail
 * investor per wallet (KYC items DONE, two-factor on with a sealed secret), each with a live session and a joining
 * at AGREEMENT_CHECKED (knowledge test and agreement passed) with its history row.
 */
export async function seedBurst(options: {
  databaseUrl: string;
  jwtSecret: string;
  totalAmount: bigint;
  minimumAmount: bigint;
  wallets: readonly { address: string; message: string; signature: string }[];
}): Promise<{ offering: BurstOffering; investors: BurstInvestor[] }> {
  const client = new pg.Client({ connectionString: options.databaseUrl });
  await client.connect();
  try {
    const now = Date.now();
    const {
      rows: [created],
    } = await client.query<{ id: number }>(
      `insert into offering (token_name, ticker, summary_en, summary_th, start_at, finish_at, total_amount, total_amount_token,
         minimum_amount, allowed_levels, payment_instructions_en, payment_instructions_th, promptpay_id, screening, knowledge_pass_mark)
       values ('Launch Burst Token', 'LBT', 'The launch burst of the benchmark.', 'การเสนอขายสำหรับทดสอบโหลด', $1, $2, $3, $4, $5,
         '["RETAIL_INVESTOR_LEVEL"]', 'Pay by PromptPay.', 'ชำระผ่านพร้อมเพย์', '0812345678', false, 1)
       returning id`,
      [
        new Date(now - 60_000),
        new Date(now + 30 * 86_400_000),
        options.totalAmount.toString(),
        '1000000',
        options.minimumAmount.toString(),
      ],
    );
    if (!created) throw new Error('offering not created');
    await attachWhitePaper(client, created.id);
    const seal = otpSealer(options.jwtSecret);
    const sign = accessTokenSigner(options.jwtSecret);
    const runTag = randomBytes(3).toString('hex');
    const investors: BurstInvestor[] = [];
    for (let start = 0; start < options.wallets.length; start += CHUNK) {
      const slice = options.wallets.slice(start, start + CHUNK);
      const names = slice.map((_, i) => `burst${runTag}${start + i}`);
      const { rows: users } = await client.query<{ id: number; username: string }>(
        `insert into app_user (username, email, nationality, first_name_en, last_name_en, user_level, detail_info_status,
           selfie_file_status, bank_file_status, suitability_test_status, mfa_enabled, otp_secret)
         select u, u || '@example.com', 'THAI', 'Somchai', 'Jaidee', 'RETAIL_INVESTOR_LEVEL', 'DONE', 'DONE', 'DONE', 'DONE', true, s
         from unnest($1::text[], $2::text[]) as t(u, s)
         returning id, username`,
        [names, slice.map(() => seal())],
      );
      const idOf = new Map(users.map((u) => [u.username, u.id]));
      const userIds = names.map((name) => {
        const id = idOf.get(name);
        if (id === undefined) throw new Error(`investor ${name} not created`);
        return id;
      });
      const sessionIds = userIds.map(() => randomUUID());
      await client.query(
        `insert into auth_session (id, user_id, ip_address) select s, u, '127.0.0.1' from unnest($1::uuid[], $2::int[]) as t(s, u)`,
        [sessionIds, userIds],
      );
      await client.query(
        `with j as (
           insert into joining (user_id, offering_id, status) select u, $2, 'AGREEMENT_CHECKED' from unnest($1::int[]) as t(u)
           returning id, user_id)
         insert into joining_event (joining_id, offering_id, from_status, to_status, actor, actor_id)
         select id, $2, null, 'AGREEMENT_CHECKED', 'investor', user_id from j`,
        [userIds, created.id],
      );
      const tokens = await Promise.all(userIds.map((id, i) => sign(id, sessionIds[i] ?? '')));
      slice.forEach((wallet, i) => {
        investors.push({ userId: userIds[i] ?? 0, token: tokens[i] ?? '', ...wallet });
      });
    }
    await client.query('vacuum analyze');
    return { offering: { id: created.id, totalAmount: options.totalAmount, minimumAmount: options.minimumAmount }, investors };
  } finally {
    await client.end();
  }
}
