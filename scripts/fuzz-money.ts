/**
 * `npm run fuzz:money`: the money machine's property (tests/integration/money-machine.test.ts)
 * over 100,000 random sequences (MONEY_RUNS to change it), split over the machine's cores, each
 * share with its own seed, printed first so a failure can be replayed alone (MONEY_SEED=… with
 * MONEY_RUNS=1 … npx vitest run --project integration tests/integration/money-machine.test.ts).
 */
import { spawn } from "node:child_process";
import os from "node:os";

const total = Number(process.env.MONEY_RUNS ?? 100_000);
const shares = Math.max(1, Math.min(os.availableParallelism(), 4));
const started = Date.now();
const results = await Promise.all(
  Array.from({ length: shares }, (_, i) => {
    const seed = Math.floor(Math.random() * 2 ** 31);
    const runs = Math.ceil(total / shares);
    console.log(`# share ${i + 1}: ${runs} sequences, seed ${seed}`);
    return new Promise<number>((resolve) => {
      const child = spawn("npx", ["vitest", "run", "--project", "integration", "tests/integration/money-machine.test.ts"], {
        env: { ...process.env, MONEY_RUNS: String(runs), MONEY_SEED: String(seed), LOG_LEVEL: "silent" },
        stdio: ["ignore", "inherit", "inherit"],
      });
      child.on("exit", (code) => resolve(code ?? 1));
    });
  }),
);
const failed = results.filter((code) => code !== 0).length;
console.log(
  `# ${total} sequences in ${Math.round((Date.now() - started) / 1000)} s: ${failed === 0 ? "all held" : `${failed} share(s) failed`}`,
);
process.exit(failed === 0 ? 0 : 1);
