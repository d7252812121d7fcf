import ts from "typescript";
import { describe, expect, it } from "vitest";
import { parsedSource, sourceFilesUnder } from "#tests/support/source-files";

/**
 * Every word a person reads comes from a catalogue of app/locales (issue 54), in their language.
 * The screens: text between tags and the attributes people read (label, placeholder, title, alt,
 * aria-label, hint, legend) written as literals, in every component and route.
 */
const SCREENS = sourceFilesUnder("app", /\.tsx$/);
/** Screens with words of their own, each for a reason. */
const SCREENS_WITH_OWN_WORDS: Record<string, string> = {
  // Hidden from people and assistive technology: a bot reads it.
  "app/components/honeypot-fields.tsx": "a bot trap's label",
};
const READ_ATTRIBUTES = new Set(["label", "placeholder", "title", "alt", "aria-label", "hint", "legend", "caption"]);
/** Names, the same in every language (an address's scheme among them). */
const NAMES = new Set(["Porchlight", "GeoNames", "(CC BY 4.0).", "https://"]);

function literalWords(file: string): string[] {
  const { source, where } = parsedSource(file);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && /\p{L}{2,}/u.test(node.text) && !NAMES.has(node.text.trim()))
      found.push(`${where(node)} ${node.text.trim()}`);
    if (ts.isJsxAttribute(node) && READ_ATTRIBUTES.has(node.name.getText(source)) && node.initializer) {
      const value = node.initializer;
      const literal = ts.isStringLiteral(value)
        ? value
        : ts.isJsxExpression(value) && value.expression && ts.isStringLiteralLike(value.expression)
          ? value.expression
          : null;
      if (literal && /\p{L}{2,}/u.test(literal.text) && !NAMES.has(literal.text))
        found.push(`${where(node)} ${node.name.getText(source)}="${literal.text}"`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("the screens", () => {
  it("are all read", () => {
    expect(SCREENS.length).toBeGreaterThan(150);
    expect(Object.keys(SCREENS_WITH_OWN_WORDS).filter((file) => !SCREENS.includes(file))).toEqual([]);
  });

  it.each(SCREENS.filter((file) => !(file in SCREENS_WITH_OWN_WORDS)))("%s has no words of its own", (file) => {
    expect(literalWords(file)).toEqual([]);
  });

  it("finds a literal when there is one", () => {
    expect(literalWords("tests/support/fixtures/literal-words.tsx")).toEqual([
      'tests/support/fixtures/literal-words.tsx:4 aria-label="Sign up"',
      "tests/support/fixtures/literal-words.tsx:6 Your name",
      'tests/support/fixtures/literal-words.tsx:6 placeholder="Ada Lovelace"',
    ]);
  });
});
