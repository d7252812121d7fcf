/**
 * A task for app/lib/isolated/run.server.ts that misbehaves as outside bytes can make code
 * misbehave: it allocates without end, spins without end, or answers (tests/integration/outside-input.test.ts).
 */
export function run(input: { kind: "allocate" | "spin" | "echo"; value?: unknown }): unknown {
  if (input.kind === "allocate") {
    const kept: string[][] = [];
    for (;;) kept.push(Array.from({ length: 100_000 }, (_, i) => `row ${i} ${kept.length}`));
  }
  if (input.kind === "spin") for (;;);
  return input.value;
}
