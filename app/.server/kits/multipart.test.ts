import { randomBytes } from "node:crypto";
import { readdirSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readMultipart } from "./multipart";
import { requestStore, type RequestRecord } from "../http/request-context";

const UPLOADS = path.join(tmpdir(), `sehat-uploads-${process.pid}`);
const onDisk = () => readdirSync(UPLOADS).map((name) => statSync(path.join(UPLOADS, name)).size);

function post(form: FormData) {
  return new Request("http://console.test/b/live_chat/open", { method: "POST", body: form });
}

describe("readMultipart", () => {
  it("keeps the fields and hands each file on from a temporary file, byte for byte, removed when the request ends", async () => {
    const bytes = randomBytes(3 * 1024 * 1024 + 7);
    const form = new FormData();
    form.set("intent", "send");
    form.set("msg", "Halo, ini fotonya.");
    form.set("attachment", new File([bytes], "foto ktp.png", { type: "image/png" }));
    const record: RequestRecord = { id: "t1", platformCalls: 0, platformMs: 0 };
    const read = await requestStore.run(record, () => readMultipart(post(form), { fileBytes: 5 * 1024 * 1024 }));

    expect(read.get("intent")).toBe("send");
    expect(read.get("msg")).toBe("Halo, ini fotonya.");
    const file = read.get("attachment") as File;
    expect(file).toBeInstanceOf(File);
    expect(file.name).toBe("foto ktp.png");
    expect(file.type).toBe("image/png");
    expect(file.size).toBe(bytes.length);
    expect(Buffer.from(await file.arrayBuffer()).equals(bytes)).toBe(true);
    // The file sits on disk, not in the form: one temporary file of its size until the request ends.
    expect(onDisk()).toContain(bytes.length);
    await Promise.all((record.cleanups ?? []).map((cleanup) => cleanup()));
    expect(onDisk()).not.toContain(bytes.length);
  });

  it("stops writing a file one byte past its cap, so the form's size check refuses it", async () => {
    const form = new FormData();
    form.set("attachment", new File([randomBytes(50_000)], "besar.png", { type: "image/png" }));
    const read = await readMultipart(post(form), { fileBytes: 10_000 });
    expect((read.get("attachment") as File).size).toBe(10_001);
  });

  it("an empty file input is an empty file with no name, as the browser sends it", async () => {
    const form = new FormData();
    form.set("msg", "tanpa gambar");
    form.set("attachment", new File([], "", { type: "application/octet-stream" }));
    const read = await readMultipart(post(form), { fileBytes: 10_000 });
    const file = read.get("attachment");
    expect(file === null || (file instanceof File && file.size === 0)).toBe(true);
    expect(read.get("msg")).toBe("tanpa gambar");
  });

  it("a broken body is an error, not a hang", async () => {
    const request = new Request("http://console.test/b/live_chat/open", {
      method: "POST",
      headers: { "Content-Type": "multipart/form-data; boundary=xyz" },
      body: "--xyz\r\nContent-Disposition: form-data; name=\"msg\"\r\n\r\nterpotong",
    });
    await expect(readMultipart(request, { fileBytes: 10_000 })).rejects.toThrow();
  });
});
