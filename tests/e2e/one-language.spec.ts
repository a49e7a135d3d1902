import { expect, test } from "./fixtures";
import { englishIn } from "./one-language";

// The walk of every screen in one language is a11y.spec.ts's light pass (one visit serves both).
test("a SPEC string is taken out before the check, an English word of the console's is found", () => {
  expect(englishIn("e-sign/members/K0001", ["Members of Sumber Makmur", "Request Link Download"])).toEqual([]);
  expect(englishIn("news", ["Tampilkan 10 rows"])).toEqual(['rows — in "Tampilkan 10 rows"']);
  // SPEC names the guidebook's Cancel, not every form's
  expect(englishIn("guidebook?new", ["Simpan | Cancel"])).toEqual([]);
  expect(englishIn("add_news", ["Simpan | Cancel"])).toHaveLength(1);
  expect(englishIn("members/all", ["Delete"])).toEqual([]);
});
