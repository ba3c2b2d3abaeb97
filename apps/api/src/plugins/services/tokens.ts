import fp from 'fastify-plugin';
import { createTokenSigner, type TokenSigner } from '../../security/tokens';
import { createOtpVault, type OtpVault } from '../../security/totp';

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenSigner;
    otp: OtpVault;
  }
}

/** The signer of access tokens and the vault of two-factor secrets: both keyed by JWT_SECRET. */
export default fp(
  async (app) => {
    app.decorate('tokens', createTokenSigner(app.config.jwtSecret));
    app.decorate('otp', createOtpVault(app.config.jwtSecret));
  },
  { name: 'tokens' },
);
