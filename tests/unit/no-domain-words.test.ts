import ts from "typescript";
import { describe, expect, it } from "vitest";
import { parsedSource, sourceFilesUnder } from "#tests/support/source-files";

/**
 * The domain returns reasons and values, never sentences (issue 54, decision 0047): a literal of
 * two words or more in app/domain is a sentence someone reads, and belongs in a catalogue of
 * app/locales. The schemas' messages are read by no-literal-answers.test.ts.
 */
const DOMAIN = sourceFilesUnder("app/domain", /\.ts$/).filter((file) => !file.endsWith(".schema.server.ts"));

/** Modules whose words are data, each for a reason. */
const MODULES_WITH_OWN_WORDS: Record<string, string> = {
  "app/domain/schedule/calendar-zones.ts": "Windows' time-zone names, as calendar files name zones",
  "app/domain/texts/gsm.ts": "the GSM-7 alphabet",
  "app/domain/discovery/catalogue.ts": "the starter services a provider picks and then owns, as written",
  "app/domain/discovery/structured-data.ts": "the sitemap's XML",
  "app/domain/quotes/reply-text.ts": "the reply markers mail parsing looks for, in both languages",
};
/** Declarations whose words are data, each for a reason. */
const DECLARATIONS_WITH_OWN_WORDS: Record<string, string> = {
  CONSENT_WORDINGS: "the versioned words a person agreed to, kept as they read them",
  CREDENTIAL_CATEGORIES: "JSON-LD's vocabulary for a search engine, the same in every language",
};
/** Names, the same in every language. */
const NAMES = new Set(["Google Calendar", "Google My Business", "American Express"]);
const WORDS = /\p{L}{2,}\s+\p{L}{2,}/u;

function domainWords(file: string): string[] {
  const { source, where } = parsedSource(file);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node)) return;
    if (ts.isVariableDeclaration(node) && node.name.getText(source) in DECLARATIONS_WITH_OWN_WORDS) return;
    // A state machine's name is for its errors and logs, never a reader.
    if (ts.isCallExpression(node) && node.expression.getText(source) === "stateMachine") {
      node.arguments.slice(1).forEach(visit);
      return;
    }
    const texts =
      ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)
        ? [node.text]
        : ts.isTemplateExpression(node)
          ? [node.head.text, ...node.templateSpans.map((span) => span.literal.text)]
          : [];
    if (texts.some((text) => WORDS.test(text) && !NAMES.has(text))) found.push(`${where(node)} ${node.getText(source)}`);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("the domain", () => {
  it("is all read", () => {
    expect(DOMAIN.length).toBeGreaterThan(60);
    expect(Object.keys(MODULES_WITH_OWN_WORDS).filter((file) => !DOMAIN.includes(file))).toEqual([]);
  });

  it.each(DOMAIN.filter((file) => !(file in MODULES_WITH_OWN_WORDS)))("%s words nothing itself", (file) => {
    expect(domainWords(file)).toEqual([]);
  });

  it("finds a sentence when there is one", () => {
    expect(domainWords("tests/support/fixtures/literal-domain.ts")).toEqual([
      "tests/support/fixtures/literal-domain.ts:4 `Hello ${name}, welcome back`",
      'tests/support/fixtures/literal-domain.ts:6 "Turned off"',
    ]);
  });
});
