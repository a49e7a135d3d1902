// Member-log events (mobile-app calls) over the last 12 months; one unit is ~40,000 events.
import type { CoreMemberSeed } from "./core-members.ts";
import { cumulativeSampler, Rng } from "./prng.ts";
import { MEMBER_ENDPOINTS } from "./words.ts";
import { instantOnDay } from "./members.ts";

export const LOGS_PER_UNIT = 40_000;
const SPAN_DAYS = 365;
export const LOG_COLUMNS = ["project_id", "endpoint", "card_no", "log_time"] as const;

export function* logRows(unit: number, now: Date, core: CoreMemberSeed[]): Generator<unknown[]> {
  const rng = new Rng(`member-logs-${unit}`);
  // Usage grows over the year, with a weekday rhythm.
  const weights = Array.from({ length: SPAN_DAYS }, (_, d) => (0.5 + (SPAN_DAYS - d) / SPAN_DAYS) * (d % 7 < 2 ? 0.6 : 1));
  const sampleDay = cumulativeSampler(weights);
  const cards = { PRJ001: core.filter((m) => m.project_id === "PRJ001"), PRJ002: core.filter((m) => m.project_id === "PRJ002") };
  for (let i = 0; i < LOGS_PER_UNIT; i++) {
    const project = rng.chance(0.08) ? "PRJ002" : "PRJ001";
    yield [project, rng.weighted(MEMBER_ENDPOINTS), rng.pick(cards[project]).card_no, instantOnDay(rng, now, sampleDay(rng))];
  }
}
