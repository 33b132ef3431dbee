import type { FastifyPluginAsync } from 'fastify';

export interface AccountsOptions {
  siteName: string;
}

/**
 * The account service (registration, login, sessions, tokens) as one encapsulated Fastify plugin, mounted at
 * `/accounts` by the host and deployable alone. Its pages and token routes arrive with the accounts capability;
 * for now it answers its own health check so the mount point is real and monitored.
 */
export const accountsPlugin: FastifyPluginAsync<AccountsOptions> = async (app, { siteName }) => {
  app.get('/health', { logLevel: 'warn' }, async () => ({
    success: true,
    data: { status: 'ok', service: `${siteName} accounts` },
  }));
};
