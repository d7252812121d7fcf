import { strToU8, zipSync, type Zippable } from "fflate";
import { DATA_EXPORT_KEEP_DAYS, DATA_EXPORT_STALE_MINUTES, toCsv, type CsvValue } from "~/domain/accounts/data-export";
import { publicOrigin } from "~/lib/http.server";
import { log } from "~/lib/logger.server";
import { dataExportReadyEmail } from "~/locales/account-emails";
import { recordAudit } from "~/models/audit.server";
import { customerPhotos, customerRecords, type CustomerRecords } from "~/models/customer-data.server";
import { findCustomerAccount } from "~/models/customer-account.server";
import {
  claimQueuedDataExport,
  failDataExport,
  finishDataExport,
  findReadyDataExport,
  insertDataExport,
  listDataExports,
  requeueStaleDataExports,
} from "~/models/data-export.server";
import { enqueueEmail } from "~/models/email-outbox.server";
import type { CustomerAccount } from "~/services/support/auth.server";
import { inTransaction } from "~/services/support/transaction.server";

const DAY_MS = 24 * 3_600_000;
/** Exports one background round builds at most: the rest wait for the next. */
const BUILDS_PER_ROUND = 3;
/** The most photos one file carries (each was budgeted when it was sent). */
const PHOTO_CAP = 300;

/** Where a built file is downloaded, behind the customer's session. */
export function dataExportPath(id: string): string {
  return `/account/exports/${id}`;
}

/**
 * "Download my data" (decision 0052): a file is asked for, or the one already being built is
 * kept; the background process builds it and e-mails a link. Audited without the data itself.
 */
export async function askForDataExport(customer: CustomerAccount, now = new Date()) {
  return inTransaction(async (trx) => {
    const asked = await insertDataExport(trx, customer.id, new Date(now.getTime() + DATA_EXPORT_KEEP_DAYS * DAY_MS));
    if (asked.created) {
      await recordAudit(trx, {
        actorUserId: null,
        action: "customer.export",
        entity: "customer_account",
        entityId: customer.id,
        details: { export: asked.id },
      });
    }
    return asked;
  });
}

/** The customer's latest files and their states, for their home. */
export async function dataExportsOf(customer: CustomerAccount) {
  const rows = await listDataExports(customer.id);
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    requestedAt: row.requested_at,
    expiresAt: row.expires_at,
    sizeBytes: row.size_bytes,
    href: row.status === "ready" ? dataExportPath(row.id) : null,
  }));
}

/** A built file of the customer's, while it is kept; null for anyone else's, or one that ended. */
export async function downloadDataExport(customer: CustomerAccount, id: string, now = new Date()) {
  const found = await findReadyDataExport(customer.id, id, now);
  return found?.zip ? { zip: found.zip, requestedAt: found.requested_at } : null;
}

const PHOTO_EXTENSIONS: Record<string, string> = { "image/png": "png", "image/jpeg": "jpg", "image/gif": "gif", "image/webp": "webp" };

function photoIdsOf(records: CustomerRecords): string[] {
  const ids = [...records.requests, ...records.messages].flatMap((row) => {
    try {
      const parsed: unknown = JSON.parse(row.photo_ids);
      return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === "string") : [];
    } catch {
      return [];
    }
  });
  return [...new Set(ids)].slice(0, PHOTO_CAP);
}

function csvOf(rows: ReadonlyArray<Record<string, unknown>>): string {
  const columns = rows.length > 0 ? Object.keys(rows[0]!) : [];
  return toCsv(
    columns,
    rows.map((row) => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, value as CsvValue]))),
  );
}

/** The file: every kind as JSON (one document) and as CSV, and the photos as they were sent. */
export function dataExportFiles(
  email: string,
  records: CustomerRecords,
  photos: ReadonlyArray<{ id: string; content_type: string; bytes: Uint8Array }>,
  now: Date,
): Zippable {
  const document = {
    email,
    exported_at: now.toISOString(),
    ...records,
    photos: photos.map((photo) => ({ id: photo.id, content_type: photo.content_type })),
  };
  const files: Zippable = { "porchlight-data.json": strToU8(JSON.stringify(document, null, 2)) };
  const { signIns, sessions, ...lists } = records;
  for (const [name, rows] of Object.entries(lists)) files[`${name}.csv`] = strToU8(csvOf(rows as Array<Record<string, unknown>>));
  files["sign-ins.csv"] = strToU8(
    csvOf([
      ...signIns.map((row) => ({ kind: "link", ...row, expires_at: null })),
      ...sessions.map((row) => ({ kind: "session", created_at: row.created_at, used_at: null, expires_at: row.expires_at })),
    ]),
  );
  for (const photo of photos) {
    // Photos are compressed already: stored as they are.
    files[`photos/${photo.id}.${PHOTO_EXTENSIONS[photo.content_type] ?? "bin"}`] = [new Uint8Array(photo.bytes), { level: 0 }];
  }
  return files;
}

async function buildOne(id: string, customerId: string, now: Date) {
  const customer = await findCustomerAccount(customerId);
  if (!customer) return failDataExport(id, now);
  const records = await customerRecords(customer.email, customer.id);
  const photos = await customerPhotos(photoIdsOf(records));
  const zip = zipSync(dataExportFiles(customer.email, records, photos, now), { level: 6 });
  await inTransaction(async (trx) => {
    const expiresAt = new Date(now.getTime() + DATA_EXPORT_KEEP_DAYS * DAY_MS);
    if (!(await finishDataExport(trx, id, zip, now, expiresAt))) return;
    await enqueueEmail(
      trx,
      dataExportReadyEmail({
        email: customer.email,
        url: `${publicOrigin()}${dataExportPath(id)}`,
        days: DATA_EXPORT_KEEP_DAYS,
        language: customer.language,
      }),
    );
  });
  log.info("data export built", { exportId: id, bytes: zip.byteLength });
}

/**
 * The background process's part (every few seconds, outside the minute's lease: each claim is a
 * compare-and-set, so two processes never build one file): stale builds back to the queue, then
 * a few queued ones built. A build that throws marks its export failed and the next goes on.
 */
export async function buildDueDataExports(now = new Date()) {
  await requeueStaleDataExports(new Date(now.getTime() - DATA_EXPORT_STALE_MINUTES * 60_000), now);
  for (let built = 0; built < BUILDS_PER_ROUND; built++) {
    const claimed = await claimQueuedDataExport(now);
    if (!claimed) return;
    if (!claimed.id || !claimed.customer_id) continue;
    try {
      await buildOne(claimed.id, claimed.customer_id, now);
    } catch (error) {
      log.error("data export failed", { exportId: claimed.id, error });
      await failDataExport(claimed.id, now);
    }
  }
}
