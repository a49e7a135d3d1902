// The corporate clients (≥ 150 so the console's async corporate picker appears).
import { PAYOR_WEIGHTS, PROJECTS } from "./reference.ts";
import { Rng } from "./prng.ts";
import { CITIES, COMPANY_FIRST, COMPANY_SECOND, COMPANY_THIRD, STREETS } from "./words.ts";
import { pad } from "../../lib/time.ts";

export interface CorporateSeed {
  corp_code: string;
  name: string;
  payor_code: string;
  address: string;
  project_id: string;
}

const PER_PROJECT: Record<string, number> = { PRJ001: 160, PRJ002: 20 };

export function buildCorporates(): CorporateSeed[] {
  const rng = new Rng("corporates");
  const used = new Set<string>();
  const slots: { payor_code: string; project_id: string }[] = [];
  for (const p of PROJECTS) {
    const weights = p.payorcode.map((code) => [code, PAYOR_WEIGHTS[code] ?? 1] as const);
    // every payor gets at least three corporates, the rest by weight
    for (const code of p.payorcode) for (let i = 0; i < 3; i++) slots.push({ payor_code: code, project_id: p.project_id });
    while (slots.filter((s) => s.project_id === p.project_id).length < PER_PROJECT[p.project_id]!) {
      slots.push({ payor_code: rng.weighted(weights), project_id: p.project_id });
    }
  }
  // Mix the order so corp codes do not group by payor.
  for (let i = slots.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [slots[i], slots[j]] = [slots[j]!, slots[i]!];
  }
  return slots.map((slot, i) => {
    let name = "";
    do {
      const a = rng.pick(COMPANY_FIRST), b = rng.pick(COMPANY_SECOND), c = rng.pick(COMPANY_THIRD);
      const form = rng.chance(0.88) ? "PT" : "CV";
      name = c === "Tbk" ? `PT ${a} ${b} Tbk` : `${form} ${a} ${b} ${c}`;
    } while (used.has(name));
    used.add(name);
    const address = `${rng.pick(STREETS)} No. ${rng.int(1, 250)}, ${rng.pick(CITIES)}`;
    return { corp_code: `K${pad(i + 1, 4)}`, name, payor_code: slot.payor_code, address, project_id: slot.project_id };
  });
}
