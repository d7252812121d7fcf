import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

export const REPOSITORY_ROOT = path.resolve(__dirname, "../..");

/** Every file under a folder of the repository whose path matches `name`, as "app/routes/join.tsx", sorted. */
export function sourceFilesUnder(folder: string, name: RegExp): string[] {
  return readdirSync(path.join(REPOSITORY_ROOT, folder), { recursive: true, encoding: "utf8" })
    .map((file) => `${folder}/${file.split(path.sep).join("/")}`)
    .filter((file) => name.test(file))
    .sort();
}

/** A repository file parsed as TypeScript (TSX for a .tsx file), and where a node of it is: "app/routes/join.tsx:12". */
export function parsedSource(file: string): { source: ts.SourceFile; where: (node: ts.Node) => string } {
  const text = readFileSync(path.join(REPOSITORY_ROOT, file), "utf8");
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  return { source, where: (node) => `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}` };
}
