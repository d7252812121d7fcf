import { startFakeOsrm } from "./fake-osrm";

/**
 * The fake OSRM for a test file, named in the environment before the app's modules read it: import
 * this first. Its drives take five minutes a mile, far slower than the estimate, so a test can tell
 * OSRM's answer from the estimate's.
 */
export const osrm = await startFakeOsrm({ secondsPerMile: 300, slowMs: 1500 });
Object.assign(process.env, { OSRM_URL: osrm.url, OSRM_BUDGET_MS: "300" });
