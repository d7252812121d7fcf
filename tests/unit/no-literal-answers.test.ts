import ts from "typescript";
import { describe, expect, it } from "vitest";
import { adminSayIn } from "~/locales/admin-sentences";
import { parsedSource, sourceFilesUnder } from "#tests/support/source-files";

/**
 * What the use cases, routes and infrastructure answer a person (a refusal, a toast, a page's plain text) is a
 * reason that app/locales words in each language (issue 54, decision 0047): a literal that stays
 * English for a Spanish reader fails here. It reads the message argument of the calls that answer, and the
 * `message`, `title` and `description` of an object given to them.
 */
const ANSWERS: Record<string, { message: number } | { properties: readonly string[] }> = {
  refuse: { message: 1 },
  textResponse: { message: 1 },
  invariantResponse: { message: 1 },
  saidResponse: { message: 2 },
  unexpectedFailure: { message: 0 },
  orFailure: { properties: ["message"] },
  redirectWithToast: { properties: ["title", "description"] },
  jsonWithToast: { properties: ["title", "description"] },
};

/** Answers read by a program, never by a person: webhooks, a sitemap, a calendar app's feed. */
const READ_BY_PROGRAMS = [
  /^app\/routes\/hooks\+\//,
  /^app\/lib\/(twilio-hook|inbound-email)\.server\.ts$/,
  /^app\/routes\/sitemap\[\.\]xml\.ts$/,
  /^app\/routes\/feeds\./,
];

/**
 * Where a request's id joins a worded failure: sayFailureIn (app/locales/messages.ts) reads it
 * back and words the failure alone.
 */
const REQUEST_ID_JOIN = "app/services/support/failure.server.ts";

/** A waitlist offer the matcher could not make: its codes stay inside the matcher (offers.server.ts). */
const INTERNAL_CODES = new Set(["taken", "gone", "customer-busy"]);

const FILES = ["app/services", "app/routes", "app/lib"]
  .flatMap((folder) => sourceFilesUnder(folder, /\.tsx?$/))
  .filter((file) => file !== REQUEST_ID_JOIN && !READ_BY_PROGRAMS.some((program) => program.test(file)));

/**
 * What `node` says in words no catalogue has, if it is written in place: a literal that `isWords`
 * takes for words and is no reason's id, or a template with words around its values.
 */
function ownWords(node: ts.Node, source: ts.SourceFile, isWords: (text: string) => boolean): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
    return isWords(node.text) && adminSayIn("es", node.text) === node.text ? node.text : null;
  if (ts.isTemplateExpression(node) && [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].some(isWords))
    return `${node.getText(source)} (a sentence built in code)`;
  return null;
}

/** The literal answers in `file` that no catalogue words, each with its line. */
function untranslatedAnswers(file: string): string[] {
  const { source, where } = parsedSource(file);
  const found: string[] = [];
  const check = (node: ts.Node | undefined) => {
    if (!node) return;
    if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node)) return check(node.expression);
    if (ts.isConditionalExpression(node)) return [node.whenTrue, node.whenFalse].forEach(check);
    // An answer built in code is never an id, whatever is around its values.
    const words = ts.isTemplateExpression(node)
      ? `${node.getText(source)} (a sentence built in code)`
      : ownWords(node, source, (text) => /\p{L}{2,}/u.test(text) && !INTERNAL_CODES.has(text));
    if (words !== null) found.push(`${where(node)} ${words}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const name = ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : "";
      const answer = Object.hasOwn(ANSWERS, name) ? ANSWERS[name] : undefined;
      if (answer && "message" in answer) check(node.arguments[answer.message]);
      if (answer && "properties" in answer)
        for (const argument of node.arguments)
          if (ts.isObjectLiteralExpression(argument))
            for (const property of argument.properties)
              if (ts.isPropertyAssignment(property) && answer.properties.includes(property.name.getText(source)))
                check(property.initializer);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The forms' schemas: their messages are what a field shows when it is refused. */
const SCHEMAS = sourceFilesUnder("app/domain", /\.schema\.server\.ts$/);

/** A few words, as a message is and a field's value or key never is. */
const WORDS = /\p{L}{2,}\s+\p{L}/u;

/** The sentences written in `file` (outside its imports) that no catalogue words, each with its line. */
function literalSentences(file: string): string[] {
  const { source, where } = parsedSource(file);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node)) return;
    const words = ownWords(node, source, (text) => WORDS.test(text));
    if (words !== null) found.push(`${where(node)} ${words}`);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("the forms' schemas", () => {
  it("are all read", () => {
    expect(SCHEMAS.length).toBeGreaterThan(20);
  });

  it.each(SCHEMAS)("%s refuses a field with a reason, never a sentence of its own", (file) => {
    expect(literalSentences(file)).toEqual([]);
  });

  it("finds a message left in English", () => {
    expect(literalSentences("tests/support/fixtures/literal-schema.ts")).toEqual([
      "tests/support/fixtures/literal-schema.ts:6 Please choose a colour",
      "tests/support/fixtures/literal-schema.ts:7 `At most ${MAX} gadgets` (a sentence built in code)",
    ]);
  });
});

describe("the answers of use cases, routes and infrastructure", () => {
  it("are all read", () => {
    expect(FILES.length).toBeGreaterThan(150);
  });

  it.each(FILES)("%s answers with reasons the catalogues word", (file) => {
    expect(untranslatedAnswers(file)).toEqual([]);
  });

  it("finds an answer left in English", () => {
    expect(untranslatedAnswers("tests/support/fixtures/literal-answers.ts")).toEqual([
      "tests/support/fixtures/literal-answers.ts:6 Gadget not found",
      "tests/support/fixtures/literal-answers.ts:7 Too late, sorry",
      "tests/support/fixtures/literal-answers.ts:9 Saved your gadget",
      "tests/support/fixtures/literal-answers.ts:10 `Moved ${count} gadgets` (a sentence built in code)",
    ]);
  });
});
