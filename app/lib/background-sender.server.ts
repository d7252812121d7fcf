import { log } from "./logger.server";
import { nudgeBackgroundProcess } from "./process-role.server";
import { singleton } from "./singleton.server";

/**
 * The loop the mailer and the texter share: each due row is claimed before it is sent, so machines
 * sharing the database never send one twice. A call that arrives during a run gets one more pass on
 * its own clock, so nothing queued meanwhile waits for the timer and a caller with its own "now" is
 * answered on it.
 */
type SenderState = { running: Promise<void> | null; again: Set<() => Date>; timer: NodeJS.Timeout | null; stopping: boolean };

/** The real time: one function, so that callers on it share one pass. */
const wallClock = () => new Date();

export function backgroundSender<Row>(
  name: string,
  outbox: {
    findDue: (now: Date) => Promise<Row[]>;
    claim: (row: Row, now: Date) => Promise<boolean>;
    /** Sends one claimed row and records how it went (it handles its own failures). */
    send: (row: Row, now: () => Date) => Promise<void>;
  },
  options: { enabled?: () => boolean } = {},
) {
  const state = () => singleton<SenderState>(`${name}State`, () => ({ running: null, again: new Set(), timer: null, stopping: false }));
  const enabled = options.enabled ?? (() => true);

  async function drain(now: () => Date, stopping: () => boolean) {
    for (;;) {
      if (stopping()) return;
      const due = await outbox.findDue(now());
      if (due.length === 0) return;
      for (const row of due) {
        // Shutting down: what is not claimed yet stays queued for the next start.
        if (stopping()) return;
        // Another machine sharing the database may have taken it since it was read.
        if (!(await outbox.claim(row, now()))) continue;
        await outbox.send(row, now);
      }
    }
  }

  function deliver(now: () => Date = wallClock): Promise<void> {
    const sender = state();
    if (sender.stopping || !enabled()) return Promise.resolve();
    if (sender.running) {
      // Each clock asked for gets its pass (the wall's once, however many commits ask meanwhile).
      sender.again.add(now);
      return sender.running;
    }
    sender.running = (async () => {
      try {
        for (let clock: (() => Date) | undefined = now; clock; clock = [...sender.again][0]) {
          sender.again.delete(clock);
          await drain(clock, () => sender.stopping);
        }
      } catch (error) {
        log.error(`${name} run failed`, { error });
      } finally {
        sender.running = null;
      }
    })();
    return sender.running;
  }

  return {
    deliver,
    /**
     * After a commit that may have queued something: delivery happens off the request, in the
     * background process where there is one.
     */
    notify(): void {
      if (nudgeBackgroundProcess(name)) return;
      if (enabled()) setImmediate(() => void deliver());
    },
    start(intervalMs: number): void {
      const sender = state();
      sender.stopping = false;
      if (sender.timer || !enabled()) return;
      sender.timer = setInterval(() => void deliver(), intervalMs);
      sender.timer.unref();
      void deliver();
    },
    async stop(graceMs: number): Promise<void> {
      const sender = state();
      sender.stopping = true;
      if (sender.timer) clearInterval(sender.timer);
      sender.timer = null;
      let timeout: NodeJS.Timeout | undefined;
      await Promise.race([sender.running, new Promise<void>((resolve) => (timeout = setTimeout(resolve, graceMs)))]);
      clearTimeout(timeout);
    },
  };
}
