/**
 * `npm run bench`: builds the app, measures the production server on a scratch database (pages.ts)
 * and at scale (scale.ts, team.ts), and prints one Markdown table with each row's goal. It never
 * fails. Options: --pages, --scale, --team, --quick, --no-lighthouse, --no-build, and
 * --web-concurrency N (2 by default: the pages measured again with N web processes beside one;
 * 1 skips it) (docs/performance.md).
 */
import { spawnSync } from "node:child_process";
import os from "node:os";
import { benchPages } from "./pages";
import { ROOT } from "./support";
import { markdownTable, type Row } from "./table";

const argv = process.argv.slice(2);
const args = new Set(argv);
const concurrencyAt = argv.indexOf("--web-concurrency");
const webProcesses = concurrencyAt >= 0 ? Math.max(1, Number(argv[concurrencyAt + 1]) || 1) : 2;
const only = args.has("--pages") ? "pages" : args.has("--scale") ? "scale" : args.has("--team") ? "team" : "all";
const quick = args.has("--quick");

if (!args.has("--no-build")) {
  const built = spawnSync("npm", ["run", "build"], { cwd: ROOT, stdio: ["ignore", "ignore", "inherit"] });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const rows: Row[] = [];
if (only === "all" || only === "pages") rows.push(...(await benchPages({ quick, lighthouse: !args.has("--no-lighthouse"), webProcesses })));
if (only === "all" || only === "scale") {
  console.error("# scale: seeding a scratch database (a few minutes)");
  const scale = spawnSync(process.execPath, ["--import", "tsx", "scripts/bench/scale.ts"], {
    cwd: ROOT,
    stdio: ["ignore", "pipe", "inherit"],
    env: {
      ...process.env,
      ...(quick ? { BENCH_TILES: "20000", BENCH_BOOKINGS: "20000", BENCH_CUSTOMERS: "2000", BENCH_SEARCHES: "300" } : {}),
    },
    maxBuffer: 16 * 1024 * 1024,
  });
  if (scale.status !== 0) process.exit(scale.status ?? 1);
  rows.push(...(JSON.parse(scale.stdout.toString("utf8").trim().split("\n").pop()!) as Row[]));
}
if (only !== "pages") {
  console.error("# team: seeding 12 teams of 20 (seconds)");
  const team = spawnSync(process.execPath, ["--import", "tsx", "scripts/bench/team.ts"], {
    cwd: ROOT,
    stdio: ["ignore", "pipe", "inherit"],
    maxBuffer: 16 * 1024 * 1024,
  });
  if (team.status !== 0) process.exit(team.status ?? 1);
  rows.push(...(JSON.parse(team.stdout.toString("utf8").trim().split("\n").pop()!) as Row[]));
}

console.log(
  `Porchlight benchmark, ${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${os.cpus().length} cores${quick ? ", quick" : ""}\n`,
);
console.log(markdownTable(rows));
