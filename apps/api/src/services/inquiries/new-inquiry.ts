import type { Option } from '@ico/domain/options';
import { inquiry } from '../../db/schema';
import { mails } from '../../mail/templates';
import type { Deps } from '../deps';

const categoryLabel = (options: ReadonlyArray<Option>, value: string) => options.find((o) => o.value === value)?.label.en ?? value;

/** Where staff answer an inquiry, for the support mailbox's mail. */
const backOfficeUrl = (deps: Pick<Deps, 'config'>, id: number) => `${deps.config.publicUrl}/admin/inquiries/${id}`;

/**
 * Stores an inquiry and queues its mail to the support mailbox in one transaction: either both exist or
 * neither, and a mail server that is down delays the mail without losing the inquiry.
 */
export async function storeInquiry(
  deps: Pick<Deps, 'database' | 'mailer' | 'config'>,
  row: typeof inquiry.$inferInsert,
  options: ReadonlyArray<Option>,
  username: string | null,
): Promise<number> {
  return deps.database.db.transaction(async (tx) => {
    const [stored] = await tx.insert(inquiry).values(row).returning({ id: inquiry.id });
    if (!stored) throw new Error('inquiry not stored');
    await deps.mailer.enqueue(
      tx,
      mails.supportInquiry(
        deps.config.supportMailbox,
        {
          id: stored.id,
          kind: row.kind,
          email: row.email,
          category: categoryLabel(options, row.category),
          subject: row.subject,
          description: row.description,
          username,
        },
        backOfficeUrl(deps, stored.id),
      ),
    );
    return stored.id;
  });
}
