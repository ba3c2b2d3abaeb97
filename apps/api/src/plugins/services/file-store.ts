import path from 'node:path';
import fp from 'fastify-plugin';
import { createFileStore, type FileStore } from '../../storage/file-store';

declare module 'fastify' {
  interface FastifyInstance {
    /** Private files (slips, identity documents): S3 when configured, else DATA_DIR/private-files. */
    files: FileStore;
  }
}

export default fp(
  async (app) => {
    app.decorate('files', await createFileStore(app.config.s3, path.join(app.config.dataDir, 'private-files')));
  },
  { name: 'file-store' },
);
