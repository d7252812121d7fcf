import { describe, expect, it } from "vitest";
import { backgroundSender } from "~/lib/background-sender.server";

/** An outbox of rows due at given times; the sender's reads are held until `release` is called. */
function outbox(dueAt: Record<string, Date>) {
  const sent: string[] = [];
  const reads: Date[] = [];
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const sender = backgroundSender(`test-${Math.random()}`, {
    findDue: async (now) => {
      reads.push(now);
      if (reads.length === 1) await held;
      return Object.keys(dueAt).filter((id) => dueAt[id] <= now && !sent.includes(id));
    },
    claim: async () => true,
    send: async (id) => void sent.push(id),
  });
  return { sender, sent, reads, release };
}

describe("the background sender", () => {
  it("gives a caller who joins a run its own pass, on its own clock", async () => {
    const wall = new Date("2026-12-05T12:00:00Z");
    const later = new Date("2030-01-07T15:00:00Z");
    const { sender, sent, release } = outbox({ now: wall, then: later });
    const first = sender.deliver(() => wall);
    const joined = sender.deliver(() => later);
    release();
    await Promise.all([first, joined]);
    expect(sent).toEqual(["now", "then"]);
  });

  it("gives each of two callers who join its pass, whatever joins after them", async () => {
    const wall = new Date("2026-12-05T12:00:00Z");
    const tomorrow = new Date("2030-01-08T16:00:00Z");
    const later = new Date("2030-01-09T16:00:00Z");
    const { sender, sent, release } = outbox({ now: wall, tomorrow, later });
    const first = sender.deliver(() => wall);
    const joined = [sender.deliver(() => tomorrow), sender.deliver(() => later), sender.deliver(() => wall)];
    release();
    await Promise.all([first, ...joined]);
    expect(sent).toEqual(["now", "tomorrow", "later"]);
  });

  it("runs once for callers who arrive together on the same clock, and sends nothing twice", async () => {
    const at = new Date("2030-01-07T15:00:00Z");
    const { sender, sent, reads, release } = outbox({ a: at, b: at });
    const clock = () => at;
    const runs = [sender.deliver(clock), sender.deliver(clock), sender.deliver(clock)];
    release();
    await Promise.all(runs);
    expect(sent).toEqual(["a", "b"]);
    // The first pass (two reads: the rows, then nothing), one more pass for those who joined.
    expect(reads).toHaveLength(3);
  });
});
