import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError, verbatim } from '../src/lib/app-error';
import { registerErrorHandling } from '../src/plugins/error-handler';

/** An app whose log lines land in `lines`, with routes that fail in the ways the error handler tells apart. */
async function loggedApp() {
  const lines: { level: number; msg: string }[] = [];
  const app = Fastify({
    logger: { level: 'info', stream: { write: (line: string) => void lines.push(JSON.parse(line)) } },
  });
  registerErrorHandling(app);
  app.get('/starting', async () => {
    throw new AppError('ServiceUnavailable', verbatim('The search indexes are loading.'));
  });
  app.get('/broken', async () => {
    throw new Error('a bug');
  });
  await app.ready();
  return { app, errors: () => lines.filter((line) => line.level >= 50) };
}

describe('what a failed request logs', () => {
  it('logs a bug as an error, and "not ready yet" (a 503 the API chose) as no error', async () => {
    const { app, errors } = await loggedApp();
    try {
      const starting = await app.inject({ url: '/starting' });
      expect(starting.statusCode).toBe(503);
      expect(errors()).toEqual([]);
      const broken = await app.inject({ url: '/broken' });
      expect(broken.statusCode).toBe(500);
      expect(errors()).toMatchObject([{ msg: 'request failed' }]);
    } finally {
      await app.close();
    }
  });
});
