import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { call, usePlatform } from "../../testing.ts";

const t = usePlatform(["superadmin", "admin", "operator", "provider"]);

const { get, post } = t;

const news = {
  title: "Uji Coba Berita Baru",
  author: "Tim Redaksi Sehat",
  image: "/files/demo/v1/news/pentingnya-minum-air-putih-yang-cukup.png",
  link: "https://sehat-console.example/artikel/uji-coba",
  content: "<p>Isi berita <strong>uji coba</strong>.</p>",
};

describe("content/…/array|object and getContent", () => {
  it("lists news newest first, with library pictures (no data URIs)", async () => {
    const res = await get("superadmin", "/api/content/APP001/a0001/array");
    expect(res.status).toBe(200);
    const rows = res.body.data as { id: string; created_at: string; datajson: Record<string, string>; status: boolean; app_id: string; feature_id: string }[];
    expect(rows).toHaveLength(25);
    for (let i = 1; i < rows.length; i++) expect(Date.parse(rows[i - 1]!.created_at)).toBeGreaterThanOrEqual(Date.parse(rows[i]!.created_at));
    for (const row of rows) {
      expect(row).toMatchObject({ app_id: "APP001", feature_id: "a0001" });
      expect(typeof row.id).toBe("string");
      expect(Object.keys(row.datajson).sort()).toEqual(["author", "content", "image", "link", "title"]);
      expect(row.datajson.image).toMatch(/^\/files\/demo\/v1\/news\/[a-z0-9-]+\.png$/);
    }
    expect(rows.some((r) => r.status === false)).toBe(true);
    // the picture is a real PNG
    const img = await t.platform.fetch(new Request(`http://platform.test${rows[0]!.datajson.image}`));
    expect(img.status).toBe(200);
    expect(img.headers.get("content-type")).toBe("image/png");
    expect([...new Uint8Array(await img.arrayBuffer()).subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
  });

  it("object answers the newest row or null; getContent by mobile id is an alias", async () => {
    const about = await get("superadmin", "/api/content/APP001/a0002/object");
    expect(about.body.data.datajson.content).toMatch(/<h2>Tentang Sehat Core<\/h2>/);
    const alias = await get("superadmin", "/api/getContent/MOB001/a0002/object");
    expect(alias.body).toEqual(about.body);
    const provider = await get("provider", "/api/getContent/MOB001/a0006/object");
    expect(provider.body.data.datajson.content).toMatch(/Tentang Layanan Provider/);
    const mitra = await get("operator", "/api/content/MOB002/a0002/object");
    expect(mitra.body.data.datajson.content).toMatch(/Klinik Mitra/);
    const none = await get("operator", "/api/content/APP002/a0005/object");
    expect(none.status).toBe(200);
    expect(none.body.data).toBeNull();
    // The banner setting starts absent: its first save is a create.
    const banners = await get("superadmin", "/api/content/APP001/b0001/object");
    expect(banners.status).toBe(200);
    expect(banners.body.data).toBeNull();
  });

  it("has four guidebooks whose PDFs and covers are real files", async () => {
    const res = await get("superadmin", "/api/content/APP001/a0005/array");
    expect(res.body.data).toHaveLength(4);
    for (const row of res.body.data as { datajson: { title: string; image: string; guidebookapp: string } }[]) {
      expect(row.datajson.guidebookapp).toMatch(/^\/files\/demo\/v1\/guidebook\/.+\.pdf$/);
      const pdf = await t.platform.fetch(new Request(`http://platform.test${row.datajson.guidebookapp}`));
      expect(pdf.headers.get("content-type")).toBe("application/pdf");
      const doc = await PDFDocument.load(new Uint8Array(await pdf.arrayBuffer()));
      expect(doc.getPageCount()).toBeGreaterThanOrEqual(2);
      expect(doc.getTitle()).toBe(row.datajson.title);
      const cover = await t.platform.fetch(new Request(`http://platform.test${row.datajson.image}`));
      expect(cover.headers.get("content-type")).toBe("image/png");
    }
  });

  it("refuses bad paths and other apps", async () => {
    expect((await get("superadmin", "/api/content/APP001/a0001/list")).status).toBe(400);
    expect((await get("superadmin", "/api/content/APP001/zz99/array")).status).toBe(404);
    expect((await get("superadmin", "/api/content/APP001/a0001;drop/array")).status).toBe(400);
    expect((await get("operator", "/api/content/APP001/a0001/array")).status).toBe(404);
    expect((await call(t.platform, "GET", "/api/content/APP001/a0001/array")).status).toBe(401);
  });
});

describe("createNews, updateContent, deleteContent", () => {
  it("creates, updates and deletes a news item", async () => {
    const created = await post("admin", "/api/createNews", { appid: "APP001", featureid: "a0001", datajson: news });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ code: 200, message: "Success Inserted!" });
    const id = created.body.data.id as string;
    expect(id).toMatch(/^\d+$/);
    const list = await get("admin", "/api/content/APP001/a0001/array");
    expect(list.body.data[0]).toMatchObject({ id, status: true, datajson: news });

    const updated = await post("admin", "/api/updateContent", { idContent: id, appid: "MOB001", featureid: "a0001", datajson: { ...news, title: "Judul Diperbarui" }, status: false });
    expect(updated.body).toEqual({ code: 200, message: "Success Updated!" });
    const after = (await get("admin", "/api/content/APP001/a0001/object")).body.data;
    expect(after).toMatchObject({ id, status: false, datajson: { title: "Judul Diperbarui" } });

    // numeric ids work too; the wrong feature does not find it
    expect((await post("admin", "/api/deleteContent", { idContent: Number(id), appid: "APP001", featureid: "a0005" })).status).toBe(404);
    const deleted = await post("admin", "/api/deleteContent", { idContent: Number(id), appid: "APP001", featureid: "a0001" });
    expect(deleted.body).toEqual({ code: 200, message: "Success Deleted!" });
    expect((await post("admin", "/api/deleteContent", { idContent: id, appid: "APP001", featureid: "a0001" })).status).toBe(404);
    expect((await post("admin", "/api/updateContent", { idContent: id, appid: "APP001", featureid: "a0001", datajson: news })).status).toBe(404);
  });

  it("creates about, guidebook and banner-setting rows", async () => {
    const about = await post("admin", "/api/createNews", { appid: "APP001", featureid: "a0006", datajson: { content: "<p>Tentang klinik</p>" } });
    expect(about.status).toBe(200);
    // Another role writes only the content its menu holds: the operator's has news, not about.
    expect((await post("operator", "/api/createNews", { appid: "APP002", featureid: "a0006", datajson: { content: "<p>Tentang klinik</p>" } })).body).toMatchObject({ code: 404, reason: "forbidden" });
    expect((await post("operator", "/api/createNews", { appid: "APP002", featureid: "a0001", datajson: news })).status).toBe(200);
    const guide = await post("admin", "/api/createNews", { appid: "APP001", featureid: "a0005", datajson: { title: "Panduan Baru", image: "", guidebookapp: "/files/demo/v1/guidebook/panduan-e-card.pdf" } });
    expect(guide.status).toBe(200);
    const banner = await post("admin", "/api/createNews", { appid: "APP001", featureid: "b0001", datajson: { banner_regular: ["/files/demo/v1/banner/promo-mcu.png"], banner_benefit: [] } });
    expect(banner.status).toBe(200);
    expect((await get("admin", "/api/content/APP001/b0001/object")).body.data.id).toBe(banner.body.data.id);
  });

  it("answers 400 with the field named for bad input", async () => {
    const bad = async (body: unknown, pattern: RegExp) => {
      const res = await post("admin", "/api/createNews", body);
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.code).toBe(400);
      expect(res.body.message).toMatch(pattern);
    };
    const { title: _t, ...noTitle } = news;
    await bad({ appid: "APP001", featureid: "a0001", datajson: noTitle }, /datajson\.title: is required/);
    await bad({ appid: "APP001", featureid: "a0001", datajson: { ...news, title: "x".repeat(201) } }, /title: must be at most 200/);
    await bad({ appid: "APP001", featureid: "a0001", datajson: { ...news, author: "x".repeat(201) } }, /author: must be at most 200/);
    await bad({ appid: "APP001", featureid: "a0001", datajson: { ...news, link: `https://x.example/${"a".repeat(990)}` } }, /link: must be at most 1000/);
    await bad({ appid: "APP001", featureid: "a0001", datajson: { ...news, link: "javascript:alert(1)" } }, /link: must not be a javascript/);
    await bad({ appid: "APP001", featureid: "a0001", datajson: { ...news, image: "data:image/svg+xml;base64,AAAA" } }, /image: must be a \/files\/ URL/);
    await bad({ appid: "APP001", featureid: "a0001", datajson: { ...news, content: "  " } }, /content: is required/);
    await bad({ appid: "APP001", featureid: "a0001", datajson: "not an object" }, /datajson: must be a JSON object/);
    await bad({ appid: "APP001", featureid: "a0001", datajson: { ...news, content: "x".repeat(1024 * 1024) } }, /larger than 1 MB/);
    await bad({ appid: "APP001", featureid: "a0005", datajson: { title: "", guidebookapp: "/files/x.pdf" } }, /^Pastikan Title dan URL tidak Kosong!$/);
    await bad({ appid: "APP001", featureid: "a0005", datajson: { title: "Panduan" } }, /^Pastikan Title dan URL tidak Kosong!$/);
    await bad({ appid: "APP001", featureid: "b0001", datajson: { banner_regular: "x" } }, /banner_regular/);
    await bad({ appid: "APP001", featureid: "a9999", datajson: news }, /featureid: must be a content feature/);
    await bad({ featureid: "a0001", datajson: news }, /appid: is required/);
    const notJson = await call(t.platform, "POST", "/api/createNews", { token: t.tokens.admin, body: "{oops" });
    expect(notJson.status).toBe(400);
    expect((await post("operator", "/api/createNews", { appid: "APP001", featureid: "a0001", datajson: news })).status).toBe(404);
    expect((await post("admin", "/api/updateContent", { idContent: "abc", appid: "APP001", featureid: "a0001", datajson: news })).status).toBe(400);
    expect((await post("admin", "/api/deleteContent", { idContent: -1, appid: "APP001", featureid: "a0001" })).status).toBe(400);
    expect((await post("admin", "/api/deleteContent", { idContent: "99999999999", appid: "APP001", featureid: "a0001" })).status).toBe(400);
  });
});

describe("getNotification", () => {
  it("answers the project's webhook, read-only; another project is 404", async () => {
    const res = await get("superadmin", "/api/getNotification/PRJ001");
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ url: expect.stringMatching(/^https:\/\//), secret_hint: expect.stringMatching(/\*{4}/), description: expect.any(String) });
    expect(Number.isNaN(Date.parse(res.body.data.updated_at))).toBe(false);
    expect((await get("superadmin", "/api/getNotification/PRJ002")).status).toBe(404);
    expect((await get("superadmin", "/api/getNotification/PRJ 1")).status).toBe(400);
    // The notification screen is not the operator's (its menu holds news and members).
    expect((await get("operator", "/api/getNotification/PRJ002")).body).toMatchObject({ code: 404, reason: "forbidden" });
  });
});
