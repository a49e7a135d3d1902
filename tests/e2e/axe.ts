import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";
import type { AxeResults, Result, RunOptions } from "axe-core";

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * axe-core's serious and critical findings on the page (issue 9): the rules of WCAG 2.1 A/AA, or
 * only the named ones; in the whole page or inside `include`.
 *
 * axe runs in the page itself, put there once per document. @axe-core/playwright put its 650 KB
 * into the page twice per check and then, to merge the results of frames (no screen here has one),
 * ran it again in a new blank page: a new renderer per check. That was two thirds of a check's
 * time and a quarter of the end-to-end run's (issue 22).
 */
export async function seriousViolations(page: Page, { rules, include }: { rules?: string[]; include?: string } = {}) {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  const options: RunOptions = {
    runOnly: rules ? { type: "rule", values: rules } : { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
    // Only the violations' nodes come back; the passes are still checked.
    resultTypes: ["violations"],
  };
  const results = await page.evaluate(
    ([include, options]) => (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<AxeResults> } }).axe.run(include ?? document, options),
    [include ?? null, options] as const,
  );
  return results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
}

/** A finding in one line: the rule and the elements it found. */
export const brief = (violation: Result) => `${violation.id}: ${violation.nodes.map((n) => n.target.join(" ")).join(", ")}`;
