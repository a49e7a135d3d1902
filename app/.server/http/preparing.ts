import type { PlatformStatus } from "../upstream/transport";

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * What every page answers while the embedded platform gets its demo data ready (a new DATA_DIR):
 * a small page that says so, shows how far it is and reloads itself, instead of a request that
 * hangs until the data is there. Served by server.js with 503 and Retry-After.
 */
export function preparingPage(status: PlatformStatus): string {
  const percent = Math.min(99, Math.floor(status.share * 100));
  return `<!doctype html>
<html lang="id">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="2">
<title>Menyiapkan data · Sehat Console</title>
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f6f8fa;color:#1c2024}
main{max-width:28rem;padding:2rem;text-align:center}
h1{font-size:1.25rem;margin:0 0 .5rem}
progress{width:100%;height:.75rem;margin:1rem 0 .25rem}
p{margin:.25rem 0;color:#60646c}
@media (prefers-color-scheme:dark){body{background:#111113;color:#edeef0}p{color:#b0b4ba}}
</style>
</head>
<body>
<main>
<h1>Sehat Console sedang menyiapkan data demo</h1>
<p>Ini hanya terjadi pada start pertama dengan direktori data baru. Halaman ini dimuat ulang sendiri setiap 2 detik.</p>
<progress max="100" value="${percent}" aria-label="Kemajuan persiapan data">${percent} %</progress>
<p role="status">${percent} % · ${escape(status.step)}</p>
</main>
</body>
</html>
`;
}
