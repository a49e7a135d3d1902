// Makes the demo image once for the whole unit-test run (platform/db/image.ts), before any test file
// starts: each platform test file then copies it in well under a second instead of seeding.
import { ensureDemoImage } from "../platform/db/image.ts";

export default async function setup() {
  const started = performance.now();
  let shown = -10;
  const image = await ensureDemoImage({
    progress: (share, step) => {
      if (share * 100 - shown < 10) return;
      shown = Math.floor(share * 100);
      console.log(`Preparing demo data for the tests: ${shown} % (${step})`);
    },
  });
  // Every test file copies this image, even if a source changes while the run goes on.
  process.env.SEHAT_DEMO_IMAGE = image.dir;
  const ms = performance.now() - started;
  if (ms > 1000) console.log(`Demo image ready in ${(ms / 1000).toFixed(1)} s: ${image.dir}`);
}
