import { createHmac, timingSafeEqual } from 'node:crypto';
import { AppError } from '../errors';

/**
 * A place in the waiting room's line, in every process's terms: the time it was first given (milliseconds since the
 * epoch), the process that gave it and that process's sequence number. Compared in that order, so processes on
 * machines with synchronised clocks agree on who came first without asking each other.
 */
export type PlaceInLine = { at: number; node: string; seq: number };

export const comparePlaces = (a: PlaceInLine, b: PlaceInLine): number =>
  a.at - b.at || (a.node < b.node ? -1 : a.node > b.node ? 1 : 0) || a.seq - b.seq;

/** Who and what a ticket is for: it cannot be moved to another investor or offering. */
export type TicketHolder = { userId: number; offeringId: number };

const VERSION = 'w1';
const NODE = /^[0-9a-f]{12}$/;
// w1.<user>.<offering>.<at>.<node>.<seq>.<expires>.<mac>: digits, hex and base64url only, safe in a header.
const TICKET = /^w1\.(\d{1,10})\.(\d{1,10})\.(\d{13})\.([0-9a-f]{12})\.(\d{1,15})\.(\d{13})\.([A-Za-z0-9_-]{43})$/;

export type WaitingTickets = {
  /** A ticket for `place`, good until `expiresAt` (ms). */
  issue(holder: TicketHolder, place: PlaceInLine, expiresAt: number): string;
  /** The place a ticket holds for this holder, or 400 WAITING_TICKET_INVALID / WAITING_TICKET_EXPIRED. */
  redeem(ticket: string, holder: TicketHolder, now: number): { place: PlaceInLine; expiresAt: number };
};

/**
 * Waiting-room tickets signed with HMAC-SHA256 under a key derived from the server secret (its own purpose, so a
 * ticket is never an access token or the reverse). Every process with the same secret reads every other's tickets.
 */
export function createWaitingTickets(secret: string): WaitingTickets {
  const key = createHmac('sha256', secret).update('waiting-room-ticket/v1').digest();
  const mac = (body: string) => createHmac('sha256', key).update(body).digest('base64url');
  return {
    issue(holder, place, expiresAt) {
      if (!NODE.test(place.node)) throw new Error('a place in line names its process by 12 hex digits');
      const body = [VERSION, holder.userId, holder.offeringId, place.at, place.node, place.seq, Math.floor(expiresAt)].join('.');
      return `${body}.${mac(body)}`;
    },
    redeem(ticket, holder, now) {
      const match = TICKET.exec(ticket);
      if (!match) throw new AppError('WAITING_TICKET_INVALID');
      const body = ticket.slice(0, ticket.lastIndexOf('.'));
      const expected = Buffer.from(mac(body));
      const given = Buffer.from(match[7] ?? '');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new AppError('WAITING_TICKET_INVALID');
      // Signed, but for someone or something else: refused the same way, telling nothing about whose it is.
      if (Number(match[1]) !== holder.userId || Number(match[2]) !== holder.offeringId) throw new AppError('WAITING_TICKET_INVALID');
      const expiresAt = Number(match[6]);
      if (expiresAt <= now) throw new AppError('WAITING_TICKET_EXPIRED');
      return { place: { at: Number(match[3]), node: match[4] ?? '', seq: Number(match[5]) }, expiresAt };
    },
  };
}
