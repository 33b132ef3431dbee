import type { Mailer } from '@tradeforge/mail';

interface Log {
  error(object: object, message: string): void;
}

export type OutboxSender = ReturnType<typeof createOutboxSender>;

/**
 * Delivers the mails the account pages record (`mailer.record`) after their answer has gone out: a reset request
 * then takes as long whether or not the account exists, and a slow SMTP server slows no page. One run at a time;
 * a kick during a run asks for one more. The timer picks up what another instance or a restart left pending.
 */
export function createOutboxSender(mailer: Mailer, log: Log, intervalMs = 60_000) {
  let running: Promise<void> | undefined;
  let again = false;

  function kick() {
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await mailer.sendPending();
        } catch (err) {
          log.error({ err }, 'sending the mail outbox failed');
        }
      } while (again);
    })().finally(() => {
      running = undefined;
    });
  }

  const timer = setInterval(kick, intervalMs);
  timer.unref();
  return {
    kick,
    async close() {
      clearInterval(timer);
      await running;
    },
  };
}
