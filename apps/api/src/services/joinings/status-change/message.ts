import { isLanguage } from '@ico/domain/language';
import { type JoiningStatus, PRE_RESERVATION_STATUSES } from '@ico/domain/statuses';
import { eq, type WithSubquery } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { joining, offering, user } from '../../../db/schema';
import { joiningStatusMessage } from '../../../mail/joining-messages';
import { type Messenger, sendMessage } from '../../messages/send-message';
import type { JoiningRow } from '../joining-writes';
import type { ChangeBy } from './transition';

/** What the status message needs: the investor's address and language, the offering's names. */
export type StatusMessageContext = { email: string; language: string; tokenName: string; ticker: string };

/**
 * What the message of a change to `to` needs, or undefined when the change sends none: the investor's own steps
 * before a reservation are shown on screen at once. A caller that holds it already passes `known` (a query saved).
 */
export async function statusMessageContext(
  tx: Tx,
  updated: JoiningRow,
  to: JoiningStatus,
  known: StatusMessageContext | undefined,
): Promise<StatusMessageContext | undefined> {
  if ((PRE_RESERVATION_STATUSES as readonly JoiningStatus[]).includes(to)) return undefined;
  if (known) return known;
  const [context] = await tx
    .select({ email: user.email, language: user.language, tokenName: offering.tokenName, ticker: offering.ticker })
    .from(joining)
    .innerJoin(user, eq(user.id, joining.userId))
    .innerJoin(offering, eq(offering.id, joining.offeringId))
    .where(eq(joining.id, updated.id));
  return context;
}

/** The message of the change in the investor's language, with its mail, in one statement with `alongside`. */
export async function sendStatusMessage(
  deps: Messenger,
  tx: Tx,
  change: { updated: JoiningRow; to: JoiningStatus; by: ChangeBy; context: StatusMessageContext },
  alongside: readonly WithSubquery[],
): Promise<void> {
  const { updated, to, by, context } = change;
  const language = isLanguage(context.language) ? context.language : 'en';
  await sendMessage(
    deps,
    tx,
    {
      userId: updated.userId,
      recipient: { email: context.email, language: context.language },
      senderId: by.actor === 'staff' ? by.actorId : null,
      ...joiningStatusMessage(language, to, {
        tokenName: context.tokenName,
        ticker: context.ticker,
        reason: by.reason ?? null,
        joiningId: updated.id,
      }),
    },
    alongside,
  );
}
