import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/**", "node_modules/**", "data/**", "test-results/**", ".cache/**", "tests/bench/bare/build/**", "playwright-report/**"] },
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
  {
    // DESIGN §6 "Words": forms are parsed with Portuguese messages, never zod's English defaults.
    files: ["app/**/*.ts", "app/**/*.tsx"],
    ignores: ["app/services/form-submission.server.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@conform-to/zod",
              importNames: ["parseWithZod"],
              message: "Parse a form with parseSubmission (app/services/form-submission.server.ts).",
            },
          ],
        },
      ],
    },
  },
);
