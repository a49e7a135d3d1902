import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const APP = join(import.meta.dirname, "..");

/** A screen URL written by hand (`/${base}/…`, `/${params.base}/…`), or a value encoded by hand. */
const HAND_BUILT = [/`\/\$\{/, /\bencodeURIComponent\b/];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function offences(file: string): string[] {
  return readFileSync(join(APP, file), "utf8")
    .split("\n")
    .flatMap((line, i) => (HAND_BUILT.some((re) => re.test(line)) ? [`app/${file}:${i + 1}: ${line.trim()}`] : []));
}

const files = ["routes", "components"].flatMap((dir) => sourceFiles(join(APP, dir))).map((path) => relative(APP, path));

describe("links by screen key", () => {
  it("routes and components build screen URLs with screenHref / useScreenHref only", () => {
    expect(files.length).toBeGreaterThan(60);
    const found = files.flatMap(offences);
    expect(found, "write the link as screenHref(key, params, query) or useScreenHref()(key, params, query)").toEqual([]);
  });
});
