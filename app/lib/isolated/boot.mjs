// A worker thread run from source (tests, `npm run dev`): TypeScript and the "~" paths through
// tsx, then the entry it was given (app/lib/isolated/run.server.ts; decision 0039). The compiled
// server starts build/server/isolated-work.js instead, with no tsx.
import { workerData } from "node:worker_threads";
import { register } from "tsx/esm/api";

register();
await import(workerData.entry);
