import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, requireUser } from '../../plugins/auth';
import { verificationOf } from '../../services/verification/get-verification';
import { submitVerificationFiles } from '../../services/verification/submit-verification-files';
import { allowedFileFields, allowedTextFields, checkMaySubmit } from '../../services/verification/verification-file-rules';
import { readMultipart } from '../../uploads/read-multipart';

const security = [{ bearer: [] }];
const finish = z.object({ message: z.literal('FINISH') });

const fileSchema = z.object({ id: z.string(), field: z.string(), fileName: z.string(), contentType: z.string(), size: z.number() });
const submissionSchema = z.object({
  status: z.string(),
  reason: z.string().nullable(),
  submittedAt: z.string(),
  data: z.record(z.string(), z.string()),
  files: z.array(fileSchema),
});
const verificationSchema = z.object({
  items: z.object({
    detailInfo: submissionSchema.optional(),
    selfieFile: submissionSchema.optional(),
    bankFile: submissionSchema.optional(),
    suitabilityTest: submissionSchema.optional(),
    companyFile: submissionSchema.optional(),
  }),
});

const SCREENS = [
  { path: '/selfie_file/', item: 'selfieFile', summary: 'Selfie and ID card (Thai) or passport pages (foreign), multipart' },
  { path: '/bank_file/', item: 'bankFile', summary: 'Bank account and bank book image, multipart' },
  { path: '/company_file/', item: 'companyFile', summary: 'Company data and up to three documents (corporate users), multipart' },
] as const;

/** The investor's file screens (identity, bank book, company documents) and their current submissions. */
const verificationFileRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = requireUser(app);

  for (const screen of SCREENS) {
    app.post(
      screen.path,
      {
        onRequest,
        schema: { tags: ['auth'], security, summary: screen.summary, consumes: ['multipart/form-data'], response: { 200: finish } },
      },
      async (request) => {
        const account = authOf(request).user;
        checkMaySubmit(screen.item, account);
        const body = await readMultipart(request, {
          files: allowedFileFields(screen.item, account),
          fields: allowedTextFields(screen.item),
        });
        await submitVerificationFiles(app, account, screen.item, body);
        return { message: 'FINISH' as const };
      },
    );
  }

  app.get(
    '/verification/',
    {
      onRequest,
      schema: { tags: ['auth'], security, summary: "The caller's newest submission per item", response: { 200: verificationSchema } },
    },
    async (request) => ({ items: await verificationOf(app, authOf(request).user.id) }),
  );
};

export default verificationFileRoutes;
