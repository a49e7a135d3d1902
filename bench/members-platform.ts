// Times getListMember on a seeded data directory (the platform in-process, through HTTP semantics).
//   npm run seed -- --scale 20 --data-dir /tmp/sehat-20     (≈111k members in PRJ001)
//   npx tsx bench/members-platform.ts --data-dir /tmp/sehat-20
import { createHash } from "node:crypto";
import { parseArgs } from "node:util";
import { createPlatform } from "../platform/platform.ts";

const { values } = parseArgs({ options: { "data-dir": { type: "string" }, runs: { type: "string", default: "7" } } });
if (!values["data-dir"]) {
  console.error("usage: npx tsx bench/members-platform.ts --data-dir DIR [--runs N]");
  process.exit(2);
}
const runs = Number(values.runs);
const platform = await createPlatform({ dataDir: values["data-dir"] });
const password = createHash("sha256").update("demo1234").digest("hex");
async function login(username: string): Promise<string> {
  const res = await platform.fetch(new Request("http://platform/api/user/login", { method: "POST", body: JSON.stringify({ username, password }) }));
  return ((await res.json()) as { token: string }).token;
}
const tokens = { superadmin: await login("superadmin"), eclaim: await login("eclaim") };

const cases: [string, keyof typeof tokens, string][] = [
  ["page 1, newest first (default)", "superadmin", "/api/getListMember/MOB001/?page=1&size=10"],
  ["page 1, size 100, name asc", "superadmin", "/api/getListMember/MOB001/?page=1&size=100&sort=name&order=asc"],
  ["page 5,000 (offset 50k), name asc", "superadmin", "/api/getListMember/MOB001/?page=5000&size=10&sort=name&order=asc"],
  ["last page, no_card desc", "superadmin", "/api/getListMember/MOB001/?page=11100&size=10&sort=no_card&order=desc"],
  ["inactive, birthdate asc, page 200", "superadmin", "/api/getListMember/MOB001/?type=inactive&page=200&size=10&sort=birthdate&order=asc"],
  ["active, phone desc, page 1", "superadmin", "/api/getListMember/MOB001/?type=active&page=1&size=10&sort=phone&order=desc"],
  ["search name 'santoso'", "superadmin", "/api/getListMember/MOB001/?q=santoso&size=10"],
  ["search card prefix '8801'", "superadmin", "/api/getListMember/MOB001/?q=8801&size=10"],
  ["search phone prefix '0812'", "superadmin", "/api/getListMember/MOB001/?q=0812&size=10"],
  ["eclaim (P001 only), page 1", "eclaim", "/api/getListMember/P001/?page=1&size=10"],
  ["eclaim (P001 only), page 1000, name", "eclaim", "/api/getListMember/P001/?page=1000&size=10&sort=name&order=asc"],
  ["size 1000, page 50", "superadmin", "/api/getListMember/MOB001/?page=50&size=1000"],
];

let total = 0;
for (const [label, user, url] of cases) {
  const times: number[] = [];
  const cpu: number[] = [];
  let body: { data?: { total: number; result: unknown[] } } = {};
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const cpuStart = process.cpuUsage();
    const res = await platform.fetch(new Request(`http://platform${url}`, { headers: { authorization: `Bearer ${tokens[user]}` } }));
    body = (await res.json()) as typeof body;
    const used = process.cpuUsage(cpuStart);
    times.push(performance.now() - started);
    cpu.push((used.user + used.system) / 1000);
    if (res.status !== 200) throw new Error(`${url}: ${res.status} ${JSON.stringify(body)}`);
  }
  times.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  total = Math.max(total, body.data!.total);
  const ms = (v: number) => v.toFixed(1).padStart(6);
  // wall time suffers when other processes share the CPUs; CPU time (PGlite runs in this process) does not much
  console.log(
    `${label.padEnd(40)} wall median ${ms(times[Math.floor(times.length / 2)]!)} ms, min ${ms(times[0]!)} ms, max ${ms(times.at(-1)!)} ms;` +
      ` cpu median ${ms(cpu[Math.floor(cpu.length / 2)]!)} ms  (total ${body.data!.total}, rows ${body.data!.result.length})`,
  );
}
console.log(`largest list: ${total} members`);
await platform.close();
