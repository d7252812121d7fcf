// A worker thread run from source (tests, `npm run dev`): TypeScript and the "~" paths through
// tsx, then the entry run.server.ts gives it (entry.worker.ts; decision 0039). The compiled
// server starts build/server/isolated-work.js instead, with no tsx.
import { workerData } from "node:worker_threads";
import { register } from "tsx/esm/api";

register();
await import(workerData.entry);
