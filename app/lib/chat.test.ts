import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { CHAT_MESSAGES, chatMessageSchema, closeCaseSchema, newMemberMessages } from "./chat";

function read<Schema extends typeof chatMessageSchema | typeof closeCaseSchema>(schema: Schema, fields: Record<string, string | File>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  const submission = parseWithZod(form, { schema });
  return submission.status === "success" ? { value: submission.value as z.output<Schema> } : { error: submission.error };
}

describe("chat messages", () => {
  it("takes a text, or an image with or without a caption", () => {
    expect(read(chatMessageSchema, { msg: " Halo " })).toEqual({ value: { msg: "Halo" } });
    const png = new File([new Uint8Array([1])], "kartu.png", { type: "image/png" });
    expect(read(chatMessageSchema, { msg: "", attachment: png }).value?.attachment).toBe(png);
  });

  it("refuses an empty message (SPEC §5), more than 200 characters, and an attachment that is not an image", () => {
    expect(read(chatMessageSchema, { msg: "   ", attachment: new File([], "") }).error).toEqual({ msg: [CHAT_MESSAGES.empty] });
    expect(read(chatMessageSchema, { msg: "x".repeat(201) }).error).toEqual({ msg: [CHAT_MESSAGES.tooLong] });
    expect(read(chatMessageSchema, { msg: "lihat", attachment: new File(["x"], "a.pdf", { type: "application/pdf" }) }).error).toEqual({ attachment: [CHAT_MESSAGES.notImage] });
  });

  it("closes a case with a category (SPEC §5's words when it is missing or unknown); the description may be empty", () => {
    expect(read(closeCaseSchema, { category: "Klaim", description: "Selesai." })).toEqual({ value: { category: "Klaim", description: "Selesai." } });
    expect(read(closeCaseSchema, { category: "Klaim" })).toEqual({ value: { category: "Klaim" } });
    expect(read(closeCaseSchema, { description: "tanpa kategori" }).error).toEqual({ category: ["Category Case Harus Dipilih"] });
    expect(read(closeCaseSchema, { category: "Other" }).error).toEqual({ category: ["Category Case Not Found"] });
  });

  it("refuses an image over the library's 5 MB, in words", () => {
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], "foto.png", { type: "image/png" });
    expect(read(chatMessageSchema, { attachment: big }).error).toEqual({ attachment: ["Ukuran gambar maksimal 5 MB."] });
    const fits = new File([new Uint8Array(5 * 1024 * 1024 - 1)], "foto.png", { type: "image/png" });
    expect(read(chatMessageSchema, { attachment: fits }).error).toBeUndefined();
  });
});

describe("new member messages", () => {
  const chats = [
    { msgId: "A", name: "Ani", lastUserAt: "2026-11-25T10:05:00.000Z" },
    { msgId: "B", name: "Budi", lastUserAt: "2026-11-25T09:00:00.000Z" },
    { msgId: "C", name: "Citra", lastUserAt: "2026-11-25T10:00:00.000Z" },
    { msgId: "D", name: "Dewi", lastUserAt: null },
  ];
  it("are the chats whose member wrote since the last look; a chat not seen before is not new", () => {
    const seen = new Map<string, string | null>([
      ["A", "2026-11-25T10:00:00.000Z"],
      ["B", "2026-11-25T09:00:00.000Z"],
      ["D", null],
    ]);
    expect(newMemberMessages(seen, chats).map((c) => c.msgId)).toEqual(["A"]);
    expect(newMemberMessages(new Map([["B", null]]), chats).map((c) => c.msgId)).toEqual(["B"]);
  });
});
