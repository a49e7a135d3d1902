import type { Page } from "@playwright/test";
import { SPEC_STRINGS, SPEC_STRINGS_IN } from "../../app/lib/spec-strings";

/**
 * The one-language check (issue 27, point 7): what an operator reads on every screen — text,
 * labels for screen readers, placeholders, tooltips, the tab's title — is Indonesian except SPEC's
 * own strings. messages.test.ts finds literals in the source; this finds what the server and the
 * catalogue actually put on the page. The demo data is Indonesian, so an English word of the
 * console's own vocabulary left on a page is a word the console wrote. The walk of every screen is
 * a11y.spec.ts's (one visit per screen serves both checks); one-language.spec.ts tests the check.
 */
const ENGLISH = [
  "Add", "Edit", "Delete", "Save", "Cancel", "Search", "Show", "Showing", "rows", "Rows", "Action", "Actions",
  "Created", "Title", "Author", "Image", "Loading", "Previous", "Next", "First", "Last", "Back", "Submit",
  "Update", "Name", "Date", "Yes", "Apply", "Columns", "Saving", "Deleting", "Uploading", "Choose", "Filter", "Reset",
  "Clear", "Export", "Refresh", "History", "Active", "Inactive", "Phone", "Description", "Details", "Type",
  "Send", "Reply", "Message", "Messages", "Please", "the", "and", "with", "not", "found", "There", "Settings",
  "Welcome", "Help", "Contact", "Terms", "View", "Processing", "Home", "Sign", "Account", "Change",
  "Password", "Required", "required", "Invalid", "invalid", "must", "characters", "Select", "Remove", "Rename",
  "Download", "Copy", "Preview", "Hide", "Expand", "Collapse", "Open", "Close", "Skip", "Main", "content",
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** SPEC's strings of a screen (longest first, "{}" as any text), taken out of its text before the check. */
function specPatterns(path: string): RegExp[] {
  const scoped = Object.entries(SPEC_STRINGS_IN).flatMap(([file, texts]) => (routeOf(file).test(path) ? texts : []));
  return [...SPEC_STRINGS, ...scoped]
    .sort((a, b) => b.length - a.length)
    .map((text) => new RegExp(text.split("{}").map(escape).join(".+?"), "g"));
}
/** "routes/$base.members.$type.tsx" → the paths it serves (members/all, members/active…). */
function routeOf(file: string): RegExp {
  const segments = file.replace(/^routes\//, "").replace(/\.tsx$/, "").split(".").filter((s) => s !== "$base");
  return new RegExp(`^${segments.map((s) => (s.startsWith("$") ? "[^/?]+" : escape(s))).join("/")}(\\?|$)`);
}
const englishWord = new RegExp(`(?<![\\p{L}\\d_-])(${ENGLISH.join("|")})(?![\\p{L}\\d_-])`, "gu");

export async function pageText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts = [document.title, document.body.innerText];
    for (const el of document.querySelectorAll("[aria-label], [placeholder], [title], img[alt], input[type=submit], input[type=button]")) {
      for (const name of ["aria-label", "placeholder", "title", "alt", "value"]) {
        if (name === "value" && !(el instanceof HTMLInputElement)) continue;
        const value = el.getAttribute(name);
        if (value) texts.push(value);
      }
    }
    return texts;
  });
}

export function englishIn(path: string, texts: string[]): string[] {
  const patterns = specPatterns(path);
  const found = new Set<string>();
  for (const text of texts) {
    // Each line alone, so a SPEC string with "{}" never reaches across two labels.
    for (let line of text.split("\n")) {
      for (const pattern of patterns) line = line.replace(pattern, " ");
      for (const match of line.matchAll(englishWord)) found.add(`${match[1]} — in "${text.split("\n").find((l) => l.includes(match[1]!))?.trim().slice(0, 80)}"`);
    }
  }
  return [...found];
}
