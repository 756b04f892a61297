import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "build/**",
      "node_modules/**",
      "data/**",
      "test-results/**",
      ".cache/**",
      "tests/bench/bare/build/**",
      "playwright-report/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
      "no-console": ["error", { allow: ["warn", "error"] }],
    },
  },
  ...appImportRules(),
  {
    // A message function called on its group (errorsMessages.tooManyRequestsWait(…)) could read the
    // group through `this`, so the bundler keeps every message of the group in the browser's code
    // (all of messages.errors came with every page so): take the function out first. And code that
    // may run in the browser imports its domain's messages (app/models/messages/), not the object
    // of every domain, whose messages the shell every page loads would keep.
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/**/*.server.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "CallExpression[callee.type='MemberExpression'][callee.object.type='MemberExpression'][callee.object.object.name='messages']",
          message:
            "Take the message function out of its group first (const { fn } = messages.group): called on the group, it keeps every message of the group in the browser's JS.",
        },
        {
          selector:
            "CallExpression[callee.type='MemberExpression'][callee.object.type='Identifier'][callee.object.name=/^[a-z][A-Za-z]*Messages$/][callee.object.name!='couponCodeMessages'][callee.object.name!='cartInputMessages']",
          message:
            "Take the message function out of its group first (const { fn } = cartMessages): called on the group, it keeps every message of the group in the browser's JS.",
        },
        {
          selector: "ImportDeclaration[source.value=/(^~\\/models|^\\.\\.?)\\/messages$/]",
          message:
            "Import the domain's messages (app/models/messages/<domain>.ts, e.g. cartMessages): the object of every domain keeps every domain's messages in the browser's JS.",
        },
      ],
    },
  },
);

/**
 * The import rules of app/: forms are parsed with Portuguese messages, never zod's English defaults
 * (parseSubmission), and the layers go one way — routes → components → services → models (README,
 * "Where things are"): models import nothing of services, components or routes; components import no
 * routes; services import no components or routes. Type-only imports count too: a type that goes
 * back up a layer ties the files together all the same.
 */
function appImportRules() {
  const parseWithZod = {
    name: "@conform-to/zod",
    importNames: ["parseWithZod"],
    message: "Parse a form with parseSubmission (app/services/form-submission.server.ts).",
  };
  const layer = (name) => ({
    regex: `^(~|\\.\\.)(/\\.\\.)*/${name}(/|$)`,
    message: `This layer does not import app/${name}: the layers go routes → components → services → models (README, "Where things are").`,
  });
  const rule = (paths, patterns) => ({ "no-restricted-imports": ["error", { paths, patterns }] });
  const layers = [
    { files: ["app/models/**/*"], above: ["services", "components", "routes"] },
    { files: ["app/services/**/*"], above: ["components", "routes"] },
    { files: ["app/components/**/*"], above: ["routes"] },
    { files: ["app/routes/**/*", "app/*"], above: [] },
  ];
  const ownParser = "app/services/form-submission.server.ts";
  return [
    ...layers.map(({ files, above }) => ({
      files: files.map((folder) => `${folder}.{ts,tsx}`),
      ignores: [ownParser],
      rules: rule([parseWithZod], above.map(layer)),
    })),
    { files: [ownParser], rules: rule([], ["components", "routes"].map(layer)) },
  ];
}
