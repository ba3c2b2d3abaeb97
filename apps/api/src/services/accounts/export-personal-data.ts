import type { Readable } from 'node:stream';
import { bangkokDate } from '@ico/domain/business-days';
import { PERSONAL_DATA_FILE, type StepUp } from '@ico/domain/contracts/data-exports';
import { ZipFile } from 'yazl';
import { dataRightsMails } from '../../mail/data-rights-mails';
import { LIMITS } from '../../security/rate-limiter';
import { recordAudit } from '../audit/record-audit';
import type { Deps, RequestMeta } from '../deps';
import type { Authenticated } from '../sessions/authenticate-session';
import { confirmIdentity } from './confirm-identity';
import { collectPersonalData } from './personal-data';

export type PersonalDataArchive = { fileName: string; stream: Readable };

/**
 * `POST /auth/data_export/` (PDPA sections 30 and 31): after the step-up, one zip of every record about the caller
 * (`personal-data.json`) and their private files, streamed: the files are read from the store one at a time while the
 * answer is sent, so no file is held whole in memory. A few archives a day per account; each one is audited and
 * mailed to the owner, so a stolen session that also knows the password is at least seen.
 */
export async function exportPersonalData(deps: Deps, auth: Authenticated, input: StepUp, meta: RequestMeta): Promise<PersonalDataArchive> {
  const account = auth.user;
  await confirmIdentity(deps, account, input, meta);
  await deps.limiter.consume(LIMITS.dataExport, `user:${account.id}`);
  const now = new Date();
  const { document, files } = await collectPersonalData(deps.database.db, account.id, now);
  await deps.database.db.transaction(async (tx) => {
    await recordAudit(tx, {
      actorId: account.id,
      action: 'account.export',
      targetType: 'user',
      targetId: account.id,
      detail: { username: account.username, files: files.length },
      ipAddress: meta.ip,
    });
    await deps.mailer.enqueue(tx, dataRightsMails.dataExported(account.email, account.language, now, meta.ip));
  });

  const zip = new ZipFile();
  // A file the store cannot give ends the answer early: the client sees a broken archive, never a wrong one.
  zip.on('error', (error: Error) => {
    deps.log.error({ err: error, userId: account.id }, 'personal data archive failed');
    (zip.outputStream as Readable).destroy(error);
  });
  zip.addBuffer(Buffer.from(JSON.stringify(document, null, 2)), PERSONAL_DATA_FILE, { mtime: now });
  for (const file of files) {
    // Pictures and PDFs are compressed already: stored as they are, which costs no CPU.
    zip.addReadStreamLazy(file.path, { mtime: file.createdAt, size: file.size, compress: false }, (done) => {
      deps.files.stream(file.storageKey).then(
        (stream) => done(null, stream),
        (error: unknown) => done(error, undefined as unknown as Readable),
      );
    });
  }
  zip.end();
  // The day in Bangkok, as every date the investor reads (issue 19): at 06:00 there it is still yesterday in UTC.
  const day = bangkokDate(now);
  return { fileName: `siamico-personal-data-${account.username}-${day}.zip`, stream: zip.outputStream as Readable };
}
