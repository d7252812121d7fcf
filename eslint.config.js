import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * Lint for correctness (TypeScript, hooks, accessibility) and for the layers: each folder may
 * import only in the allowed direction (docs/decisions/0008-layers-and-access.md). Formatting
 * is Prettier's job (eslint-config-prettier turns the overlapping rules off).
 */

/** An import restriction: the paths a layer must not import, with the reason shown. */
const forbid = (...groups) => ({
  "no-restricted-imports": ["error", { patterns: groups.map(([group, message]) => ({ group, message })) }],
});

const domainIsPure = [
  ["~/lib/*", "~/models/*", "~/services/*", "~/routes/*", "~/components/*", "~/locales/*"],
  "app/domain is pure: it imports only app/domain.",
];
const domainHasNoFramework = [["@remix-run/*", "kysely", "react", "node:*"], "app/domain is pure: no framework, database or Node APIs."];

/**
 * A feature's files are its own: routes and other features enter it through its door,
 * app/services/<feature>/index.server.ts; app/services/support is open to all (app/services/README.md).
 */
const featuresThroughTheirDoors = [
  ["~/services/*/*", "!~/services/*/index.server", "!~/services/support/*", "../*"],
  "Import a feature through its door, app/services/<feature>/index.server.ts: its other files are its own (app/services/README.md).",
];

/** What every feature uses imports no feature, so each feature may use it without a cycle. */
const supportImportsNoFeature = [
  ["~/services/*", "!~/services/support/*", "../*"],
  "app/services/support imports no feature: move what it needs here, or the caller passes it in.",
];

const noRoutesInUseCases = [["~/routes/*", "~/components/*"], "Use cases do not import routes or components."];

/** Every call to Stripe goes through the payments module's gateway (docs/decisions/0022). */
const stripeOnlyThroughGateway = [
  {
    selector: "ImportDeclaration[source.value='~/lib/stripe.server'] ImportSpecifier[imported.name='getStripe']",
    message: "Call Stripe through app/services/payments/gateway.server.ts: it holds every request, its key and how its failures are read.",
  },
  {
    selector: "ImportDeclaration[source.value='stripe']:not([importKind='type'])",
    message: "Call Stripe through app/services/payments/gateway.server.ts.",
  },
];

const layers = [
  {
    // Pure rules: no I/O, no framework.
    files: ["app/domain/**"],
    rules: forbid(domainIsPure, domainHasNoFramework),
  },
  {
    // The browser gets the domain's rules and messages, never a validation library: the forms'
    // zod schemas live in *.schema.server.ts files, which Remix keeps out of the browser build.
    files: ["app/domain/**"],
    ignores: ["app/domain/**/*.schema.server.ts"],
    rules: forbid(domainIsPure, domainHasNoFramework, [
      ["zod", "@conform-to/zod", "@conform-to/zod/*", "./*.schema.server"],
      "Schemas (zod) belong in app/domain/**/*.schema.server.ts: this module is shipped to the browser.",
    ]),
  },
  {
    // The words (docs/decisions/0044): plain data and formatting, read by components, e-mails and texts alike.
    files: ["app/locales/**"],
    rules: forbid(
      [["~/lib/*", "~/models/*", "~/services/*", "~/routes/*", "~/components/*"], "app/locales holds words: it imports only app/domain."],
      [["@remix-run/*", "kysely", "react", "node:*"], "app/locales holds words: no framework, database or Node APIs."],
    ),
  },
  {
    // Infrastructure: knows no model, use case or route.
    files: ["app/lib/**"],
    rules: forbid([
      ["~/models/*", "~/services/*", "~/routes/*", "~/components/*"],
      "app/lib is infrastructure: it imports no model, use case, route or component.",
    ]),
  },
  {
    // All SQL, and nothing of HTTP; a model writes with the executor it is given and never opens
    // a transaction of its own: the use case's transaction holds every write (decision 0016).
    files: ["app/models/**"],
    rules: {
      ...forbid(
        [["~/services/*", "~/routes/*", "~/components/*"], "Models import only domain rules and infrastructure."],
        [
          ["@remix-run/*", "~/lib/http.server", "~/lib/toast.server", "~/lib/signed-links.server", "~/lib/refusals.server"],
          "Models know nothing of HTTP: links, sessions and responses belong to use cases and routes.",
        ],
      ),
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.property.name='transaction']",
          message: "Models never open a transaction: take the use case's executor (app/services/support/transaction.server.ts).",
        },
        ...stripeOnlyThroughGateway,
      ],
    },
  },
  {
    files: ["app/services/**", "app/seed/**"],
    rules: forbid(noRoutesInUseCases, featuresThroughTheirDoors),
  },
  {
    files: ["app/services/support/**"],
    rules: forbid(noRoutesInUseCases, supportImportsNoFeature),
  },
  {
    files: ["app/**"],
    ignores: ["app/models/**", "app/services/payments/gateway.server.ts", "app/lib/stripe.server.ts"],
    rules: { "no-restricted-syntax": ["error", ...stripeOnlyThroughGateway] },
  },
  {
    // Routes parse input, call one use case and map its result (decision 0016): no model, no SQL.
    files: ["app/routes/**"],
    rules: forbid(
      [
        ["~/models/*", "~/lib/db.server", "kysely"],
        "Routes never touch the database or a model: call one use case (app/services) and map its result.",
      ],
      featuresThroughTheirDoors,
    ),
  },
  {
    files: ["app/routes/**"],
    rules: {
      "no-restricted-syntax": [
        "error",
        ...stripeOnlyThroughGateway,
        {
          // One refusal reply (docs/decisions/0024): a route builds no 400 of its own.
          selector: "Property[key.name='status'][value.value=400]",
          message:
            "A form its schema refused goes back through invalidFormReply (app/lib/refusals.server.ts); a plain refusal is textResponse.",
        },
      ],
    },
  },
  {
    files: ["app/components/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["~/models/*", "~/services/*", "~/lib/*.server", "~/routes/*"], message: "Components render: no server code." },
            {
              group: ["zod", "@conform-to/zod", "@conform-to/zod/*", "~/domain/*.server", "~/domain/*/*.server"],
              allowTypeImports: true,
              message: "No validation library in the browser: check fields with their attributes (app/components/form-checks.ts).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["server/**"],
    rules: forbid(
      [["../scripts/*", "**/scripts/*"], "The server imports no script: move what it needs into app/."],
      featuresThroughTheirDoors,
    ),
  },
];

export default tseslint.config(
  { ignores: ["build/", "node_modules/", ".cache/", "data/", "test-results/", "playwright-report/", "types/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports", disallowTypeAnnotations: false }],
      "no-control-regex": "off",
    },
  },
  {
    // TypeScript's own noUnusedLocals and noUnusedParameters (tsconfig.json) find these in the
    // typecheck, with the same "_" exemption: the rule here was half of ESLint's rule time.
    files: ["**/*.ts", "**/*.tsx"],
    rules: { "@typescript-eslint/no-unused-vars": "off" },
  },
  {
    files: ["app/**/*.tsx"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // Choice cards nest their text a level deeper than the rule looks by default.
      "jsx-a11y/label-has-associated-control": ["error", { depth: 3 }],
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
    languageOptions: { parserOptions: { ecmaFeatures: { jsx: true } } },
  },
  ...layers,
  {
    // Kysely's migrations are written against an untyped database.
    files: ["migrations/**"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    // Tests may reach any layer to arrange and check (a section's route tests live beside its routes).
    files: ["tests/**", "scripts/**", "app/**/*.test.ts"],
    rules: { "no-restricted-imports": "off", "@typescript-eslint/no-explicit-any": "off" },
  },
  prettier,
);
