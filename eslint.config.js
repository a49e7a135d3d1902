// Lint of the whole tree (npm test runs it after the type check): TypeScript, React, hooks and
// accessibility rules. Formatting is not linted.
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/**", "build-*/**", ".react-router/**", "node_modules/**", "data/**", ".e2e-data*/**", ".bench-data/**", ".bench-*/**", "test-results/**", "playwright-report/**", "platform/db/migrations.embedded.ts"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js}"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_", ignoreRestSiblings: true }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports", disallowTypeAnnotations: false }],
    },
  },
  {
    files: ["app/**/*.tsx"],
    ...react.configs.flat.recommended,
    ...react.configs.flat["jsx-runtime"],
    settings: { react: { version: "19" } },
  },
  {
    files: ["app/**/*.tsx"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      // The rules of hooks (the React Compiler's stricter checks are not used: no compiler here).
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      ...jsxA11y.flatConfigs.recommended.rules,
      // Radix components focus their own element; only plain DOM autofocus is refused.
      "jsx-a11y/no-autofocus": ["error", { ignoreNonDOM: true }],
      "react/prop-types": "off",
      "react/react-in-jsx-scope": "off",
      // Labels wrap or point at native and Radix controls that jsx-a11y cannot see into.
      "jsx-a11y/label-has-associated-control": ["error", { assert: "either", controlComponents: ["TextField.Root", "TextArea"], depth: 3 }],
    },
  },
  {
    // Tests and platform test support may use loose types for JSON answers.
    files: ["**/*.test.{ts,tsx}", "platform/testing.ts", "tests/**/*.ts", "bench/**/*.ts"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
);
