// Makes the demo image (platform/db/image.ts) unless the current one is there.
//   npx tsx platform/db/image-cli.ts            progress as text; prints the image's directory
//   npx tsx platform/db/image-cli.ts --json     progress as JSON lines (servers read them)
//   npx tsx platform/db/image-cli.ts --rebuild  make it again even if it is current
import { rm } from "node:fs/promises";
import { parseArgs } from "node:util";
import { ensureDemoImage, findDemoImage } from "./image.ts";

const { values } = parseArgs({ options: { json: { type: "boolean", default: false }, rebuild: { type: "boolean", default: false } } });
const started = performance.now();
const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
let shown = -1;
const progress = (share: number, step: string) => {
  const percent = Math.floor(share * 100);
  if (values.json) console.log(JSON.stringify({ progress: share, step }));
  else if (percent !== shown) console.log(`Preparing demo data: ${percent} % (${step}, ${seconds()} s)`);
  shown = percent;
};

try {
  if (values.rebuild) {
    const current = await findDemoImage();
    if (current) await rm(current.dir, { recursive: true, force: true });
  }
  const image = await ensureDemoImage({ progress, log: values.json ? undefined : (msg) => console.log(`  ${msg}`) });
  if (values.json) console.log(JSON.stringify({ image: image.dir }));
  else console.log(`Demo image ready in ${seconds()} s: ${image.dir} (made ${image.meta.builtAt} in ${(image.meta.buildMs / 1000).toFixed(1)} s)`);
} catch (err) {
  console.error(`Could not prepare the demo data: ${(err as Error).message}`);
  process.exit(1);
}
