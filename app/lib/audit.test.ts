import { describe, expect, it } from "vitest";
import { AUDIT_CSV_COLUMNS, auditDiffRows, auditExportName, auditHistoryPath, type AuditEntry } from "./audit";

describe("auditDiffRows (the detail's field, before, after)", () => {
  it("an update: each changed field once, plain values as text, objects and arrays as pretty JSON", () => {
    expect(auditDiffRows({ status: true, title: "Lama", tags: ["a"] }, { status: false, title: "Baru", tags: ["a", "b"] })).toEqual([
      { field: "status", before: { text: "true", pre: false }, after: { text: "false", pre: false } },
      { field: "title", before: { text: "Lama", pre: false }, after: { text: "Baru", pre: false } },
      { field: "tags", before: { text: '[\n  "a"\n]', pre: true }, after: { text: '[\n  "a",\n  "b"\n]', pre: true } },
    ]);
  });

  it("goes into an object both sides hold (a content's datajson) and leaves its unchanged fields out", () => {
    const before = { datajson: { title: "Berita lama", author: "dr. A", content: "<p>x</p>" } };
    const after = { datajson: { title: "Berita baru", author: "dr. A", content: "<p>x</p>", link: "https://x.example" } };
    expect(auditDiffRows(before, after)).toEqual([
      { field: "datajson.title", before: { text: "Berita lama", pre: false }, after: { text: "Berita baru", pre: false } },
      { field: "datajson.link", before: null, after: { text: "https://x.example", pre: false } },
    ]);
  });

  it("an insert has only after, a delete only before, whole rows with nested values as JSON", () => {
    const row = { id: 7, datajson: { title: "T" }, note: null };
    expect(auditDiffRows(null, row)).toEqual([
      { field: "id", before: null, after: { text: "7", pre: false } },
      { field: "datajson", before: null, after: { text: '{\n  "title": "T"\n}', pre: true } },
      { field: "note", before: null, after: { text: "null", pre: false } },
    ]);
    expect(auditDiffRows(row, null).map((r) => [r.field, r.before?.text, r.after])).toEqual([
      ["id", "7", null],
      ["datajson", '{\n  "title": "T"\n}', null],
      ["note", "null", null],
    ]);
  });

  it("a field only one side of an update names is absent on the other; a security event has no rows", () => {
    expect(auditDiffRows({ a: "x" }, { b: "y" })).toEqual([
      { field: "a", before: { text: "x", pre: false }, after: null },
      { field: "b", before: null, after: { text: "y", pre: false } },
    ]);
    expect(auditDiffRows(null, null)).toEqual([]);
    // Multi-line text keeps its lines.
    expect(auditDiffRows({ t: "a\nb" }, { t: "c" })[0]!.before).toEqual({ text: "a\nb", pre: true });
  });

  it("a deep change is named by its path, at most three levels down", () => {
    const rows = auditDiffRows({ meta: { flag_access: { phone: true, email: true } } }, { meta: { flag_access: { phone: false, email: true } } });
    expect(rows).toEqual([{ field: "meta.flag_access.phone", before: { text: "true", pre: false }, after: { text: "false", pre: false } }]);
    const deep = auditDiffRows({ a: { b: { c: { d: { e: 1 } } } } }, { a: { b: { c: { d: { e: 2 } } } } });
    expect(deep).toEqual([{ field: "a.b.c.d", before: { text: '{\n  "e": 1\n}', pre: true }, after: { text: '{\n  "e": 2\n}', pre: true } }]);
  });
});

describe("the export's columns and name", () => {
  const entry: AuditEntry = {
    id: "42",
    at: "2026-06-14T02:30:00.123Z",
    kind: "change",
    action: "update",
    username: "superadmin",
    role: "superadmin",
    address: "127.0.0.1",
    request_id: "req-1",
    screen: "detail_news",
    call: "updateContent",
    entity: "contents",
    record_id: "12",
    before: { datajson: { title: 'Judul "lama", satu' } },
    after: null,
  };

  it("every field of a record, in the platform's names; before and after as JSON text", () => {
    expect(AUDIT_CSV_COLUMNS.map((c) => c.header)).toEqual(["id", "at", "kind", "action", "username", "role", "address", "request_id", "screen", "call", "entity", "record_id", "before", "after"]);
    const values = AUDIT_CSV_COLUMNS.map((c) => c.value(entry));
    expect(values.slice(0, 12)).toEqual(["42", "2026-06-14T02:30:00.123Z", "change", "update", "superadmin", "superadmin", "127.0.0.1", "req-1", "detail_news", "updateContent", "contents", "12"]);
    expect(JSON.parse(values[12] as string)).toEqual(entry.before);
    expect(values[13]).toBeNull();
  });

  it("the file name says what it holds", () => {
    expect(auditExportName({ range: { from: "2026-01-01", to: "2026-01-31" } }, "2026-02-01")).toBe("audit-log-2026-01-01_2026-01-31.csv");
    expect(auditExportName({ entity: "contents", record: "12", range: null }, "2026-02-01")).toBe("audit-log-contents-12.csv");
    expect(auditExportName({ user: "admin", range: { from: "2026-01-01", to: "2026-01-02" } }, "2026-02-01")).toBe("audit-log-admin-2026-01-01_2026-01-02.csv");
    expect(auditExportName({ range: null }, "2026-02-01")).toBe("audit-log-2026-02-01.csv");
  });

  it("a record's history is the list filtered to it, its id encoded", () => {
    expect(auditHistoryPath("B", "members", 7)).toBe("/B/audit-log?entity=members&record=7");
    expect(auditHistoryPath("B", "users", "rs medika/1")).toBe("/B/audit-log?entity=users&record=rs+medika%2F1");
  });
});
