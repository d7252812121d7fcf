import { readdirSync } from "node:fs";
import path from "node:path";

export const REPOSITORY_ROOT = path.resolve(__dirname, "../..");

/** Every file under a folder of the repository whose path matches `name`, as "app/routes/join.tsx", sorted. */
export function sourceFilesUnder(folder: string, name: RegExp): string[] {
  return readdirSync(path.join(REPOSITORY_ROOT, folder), { recursive: true, encoding: "utf8" })
    .map((file) => `${folder}/${file.split(path.sep).join("/")}`)
    .filter((file) => name.test(file))
    .sort();
}
