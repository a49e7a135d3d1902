// The "postgres" project's set-up: the demo data seeded once into a template database on the
// TEST_DATABASE_URL server (platform/db/pg-template.ts); each test file copies it.
import { ensureDemoImage } from "../platform/db/image.ts";
import { ensurePgTemplate } from "../platform/db/pg-template.ts";

export default async function setup() {
  const started = performance.now();
  const image = await ensureDemoImage();
  process.env.SEHAT_DEMO_IMAGE = image.dir;
  // The demo files are the image's (the same generator); the template holds their rows.
  const { mkdtempSync, rmSync } = await import("node:fs");
  const { tmpdir } = await import("node:os");
  const files = mkdtempSync(`${tmpdir()}/sehat-pg-template-files-`);
  try {
    process.env.SEHAT_PG_TEMPLATE = await ensurePgTemplate(process.env.TEST_DATABASE_URL!, files);
  } finally {
    rmSync(files, { recursive: true, force: true });
  }
  const ms = performance.now() - started;
  if (ms > 1000) console.log(`PostgreSQL template ${process.env.SEHAT_PG_TEMPLATE} ready in ${(ms / 1000).toFixed(1)} s`);
}
