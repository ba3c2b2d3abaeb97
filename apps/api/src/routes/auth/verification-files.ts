import {
  getVerificationContract,
  submitBankFilesContract,
  submitCompanyFilesContract,
  submitIdentityFilesContract,
} from '@ico/domain/contracts/verification';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requestMeta, requireUser } from '../../plugins/auth';
import { documented } from '../../plugins/documented-inputs';
import { verificationOf } from '../../services/verification/get-verification';
import { submitVerificationFiles } from '../../services/verification/submit-verification-files';
import { allowedFileFields, allowedTextFields, checkMaySubmit } from '../../services/verification/verification-file-rules';
import { readMultipart } from '../../uploads/read-multipart';

const security = [{ bearer: [] }];
const SCREENS = [
  {
    path: '/selfie_file/',
    item: 'selfieFile',
    contract: submitIdentityFilesContract,
    summary: 'Selfie and ID card (Thai) or passport pages (foreign), multipart',
  },
  {
    path: '/bank_file/',
    item: 'bankFile',
    contract: submitBankFilesContract,
    summary: 'Bank account and bank book image, multipart; changing an account on file also needs password (and otp)',
  },
  {
    path: '/company_file/',
    item: 'companyFile',
    contract: submitCompanyFilesContract,
    summary: 'Company data and up to three documents (corporate users), multipart',
  },
] as const;

/** The investor's file screens (identity, bank book, company documents) and their current submissions. */
const verificationFileRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = requireUser(app);

  for (const screen of SCREENS) {
    app.post(
      screen.path,
      {
        onRequest,
        schema: {
          tags: ['auth'],
          security,
          summary: screen.summary,
          consumes: ['multipart/form-data'],
          ...screen.contract,
          body: documented(screen.contract.body),
        },
      },
      async (request) => {
        const auth = authOf(request);
        checkMaySubmit(screen.item, auth.user);
        const body = await readMultipart(request, {
          files: allowedFileFields(screen.item, auth.user),
          fields: allowedTextFields(screen.item),
        });
        await submitVerificationFiles(app, auth, screen.item, body, requestMeta(request));
        return { message: 'FINISH' as const };
      },
    );
  }

  app.get(
    '/verification/',
    {
      onRequest,
      schema: { tags: ['auth'], security, summary: "The caller's newest submission per item", ...getVerificationContract },
    },
    async (request) => ({ items: await verificationOf(app, authOf(request).user.id) }),
  );
};

export default verificationFileRoutes;
