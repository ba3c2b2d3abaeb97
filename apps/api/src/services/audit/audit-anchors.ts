import { appendFile, mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { COMPANY } from '@ico/domain/company';
import type { OutgoingMail } from '../../mail/mailer';
import { mailMoment, render } from '../../mail/templates';
import { type AuditKeyRing, checkText, signText } from './audit-keys';

/**
 * An anchor: the audit log's head (its newest row's id and hash) at a moment, kept outside the database (a file, a
 * mail) and MAC'd with the audit key, so that neither a rewritten nor a cut log, nor a forged anchor, passes the check
 * (ADR 0027).
 */
export type Anchor = { lastId: number; lastHash: string; at: Date; keyId: string; mac: string };

const anchorText = (anchor: Pick<Anchor, 'lastId' | 'lastHash' | 'at'>): string =>
  `audit-anchor v1\n${anchor.lastId}\n${anchor.lastHash}\n${anchor.at.toISOString()}`;

export function makeAnchor(keys: AuditKeyRing, head: { id: number; hash: string }, at: Date): Anchor {
  const { mac, keyId } = signText(keys, 'audit-anchor', anchorText({ lastId: head.id, lastHash: head.hash, at }));
  return { lastId: head.id, lastHash: head.hash, at, keyId, mac };
}

/** One line of the anchor file: JSON, so a reader (or grep) needs nothing of the portal to read it. */
export const anchorLine = (anchor: Anchor): string =>
  `${JSON.stringify({ v: 1, lastId: anchor.lastId, lastHash: anchor.lastHash, at: anchor.at.toISOString(), kid: anchor.keyId, mac: anchor.mac })}\n`;

export type AnchorFile = {
  /** The valid anchors, in the file's order (oldest first). */
  anchors: Anchor[];
  /** The first line that is not a valid anchor (damaged, or its MAC does not match: forged), with the row it names. */
  forged: { line: number; lastId: number | null } | null;
};

function parseLine(text: string): (Anchor & { v: number }) | { lastId: number | null } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { lastId: null };
  }
  const fields = (value ?? {}) as Record<string, unknown>;
  const lastId = typeof fields.lastId === 'number' && Number.isSafeInteger(fields.lastId) ? fields.lastId : null;
  const at = typeof fields.at === 'string' ? new Date(fields.at) : null;
  if (
    fields.v !== 1 ||
    lastId === null ||
    typeof fields.lastHash !== 'string' ||
    !at ||
    Number.isNaN(at.getTime()) ||
    typeof fields.kid !== 'string' ||
    typeof fields.mac !== 'string'
  )
    return { lastId };
  return { v: 1, lastId, lastHash: fields.lastHash, at, keyId: fields.kid, mac: fields.mac };
}

/** Reads and checks every anchor of the file; a missing file holds none. */
export async function readAnchorFile(file: string, keys: AuditKeyRing): Promise<AnchorFile> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { anchors: [], forged: null };
    throw error;
  }
  const anchors: Anchor[] = [];
  let forged: AnchorFile['forged'] = null;
  text.split('\n').forEach((line, index) => {
    if (forged || line.trim() === '') return;
    const parsed = parseLine(line);
    if (!('mac' in parsed) || checkText(keys, 'audit-anchor', parsed.keyId, anchorText(parsed), parsed.mac) !== 'valid') {
      forged = { line: index + 1, lastId: parsed.lastId };
      return;
    }
    anchors.push({ lastId: parsed.lastId, lastHash: parsed.lastHash, at: parsed.at, keyId: parsed.keyId, mac: parsed.mac });
  });
  return { anchors, forged };
}

/**
 * Appends one anchor. The file is opened for appending only (O_APPEND: one short line, written whole even when
 * several processes append at once); the operator may make it append-only for good (`chattr +a`) or put it where the
 * database's administrator cannot write.
 */
export async function appendAnchor(file: string, anchor: Anchor): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  await appendFile(file, anchorLine(anchor), { flag: 'a', mode: 0o600 });
}

/** The anchor mailed to the compliance officer's address, in English and Thai (the address may be a shared mailbox). */
export function anchorMail(to: string, anchor: Anchor): OutgoingMail {
  const at = anchor.at;
  return render(to, 'en', {
    subject: `${COMPANY.brand}: audit log anchor, row ${anchor.lastId}`,
    lines: [
      `The newest entry of the portal's audit log at ${mailMoment(at, 'en')} (${at.toISOString()}) is row ${anchor.lastId}, hash ${anchor.lastHash}.`,
      `Anchor MAC (key ${anchor.keyId}): ${anchor.mac}`,
      'Keep this mail where the database administrator cannot reach it. A log that no longer holds this row with this hash was rewritten or cut after this mail: compare it with npm run audit:verify or with the audit export.',
      `รายการล่าสุดของบันทึกการตรวจสอบ (audit log) ของพอร์ทัล ณ ${mailMoment(at, 'th')} คือแถวที่ ${anchor.lastId} ค่าแฮช ${anchor.lastHash}`,
      'กรุณาเก็บอีเมลนี้ไว้ในที่ที่ผู้ดูแลฐานข้อมูลเข้าถึงไม่ได้ หากบันทึกการตรวจสอบไม่มีแถวนี้ที่มีค่าแฮชนี้อีกต่อไป แสดงว่าบันทึกถูกแก้ไขหรือตัดทอนหลังจากอีเมลฉบับนี้',
    ],
  });
}
