import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/**
 * Demo rows that tests change but the console cannot create (corporates come from the insurer's
 * platform). Each belongs to one test, named here, so tests never share state and never depend
 * on "the 20th corporate of a list" another test may have changed. All are corporates of the core
 * project (PRJ001) without a seeded feature config (platform/README.md "Demo data").
 */
export const RESERVED_CORPORATES = {
  pickerSearch: "K0114",
  visibilitySave: "K0115",
  visibilityLeave: "K0116",
  visibilityInvalid: "K0117",
  visibilityNoJs: "K0118",
  bannerSwitches: "K0119",
  manualConfig: ["K0120", "K0121", "K0122"],
  manualConfigSkip: ["K0123"],
  manualConfigNoJs: ["K0124", "K0125"],
} as const;

export type Corporate = { corp_code: string; name: string };

/** A corporate the signed-in user sees, by its code, with its name (from the picker's search route). */
export async function corporateByCode(page: Page, base: string, code: string): Promise<Corporate> {
  const response = await page.request.get(`/${base}/corporates?q=${encodeURIComponent(code)}`);
  expect(response.status()).toBe(200);
  const found = ((await response.json()) as { data: Corporate[] }).data.find((c) => c.corp_code === code);
  expect(found, `demo corporate ${code}`).toBeTruthy();
  return found!;
}
