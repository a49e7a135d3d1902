// App registrations (SPEC §3 "Member"). One "unit" is ~6,000 members over the last ~9 months;
// `--scale N` adds units. Unit 0 reuses insurer cards so members, core members and claims line up.
import type { CorporateSeed } from "./corporates.ts";
import type { CoreMemberSeed } from "./core-members.ts";
import { birthdate, email, fullName, phone, type Gender } from "./people.ts";
import { cumulativeSampler, Rng } from "./prng.ts";
import { PAYOR_WEIGHTS } from "./reference.ts";
import { DAY_MS, pad, wibMidnight } from "../../lib/time.ts";

export const MEMBERS_PER_UNIT = 6000;
const SPAN_DAYS = 270;
const PRJ002_SHARE = 0.07;

export const MEMBER_COLUMNS = ["no_card", "name", "phone", "email", "birthdate", "is_active", "project_id", "payor_code", "corp_code", "policy", "users", "created_at"] as const;

/** Registration day sampler: denser towards today, with a few campaign peaks. */
function daySampler(): (rng: Rng) => number {
  const peaks = new Rng("registration-peaks");
  const weights = Array.from({ length: SPAN_DAYS }, (_, d) => 0.35 + 1.65 * ((SPAN_DAYS - 1 - d) / (SPAN_DAYS - 1)) ** 1.6);
  for (let i = 0; i < 10; i++) weights[peaks.int(1, SPAN_DAYS - 1)]! *= peaks.int(3, 7);
  return cumulativeSampler(weights);
}

// Most registrations happen in the daytime (WIB).
const HOUR_WEIGHTS = [1, 0.5, 0.3, 0.3, 0.5, 1.5, 3, 5, 7, 8, 8, 7, 6, 7, 7, 6, 6, 6, 7, 8, 8, 6, 4, 2];
const hourSampler = cumulativeSampler(HOUR_WEIGHTS);

/** An instant on the WIB day `daysBack` before `now`, never in the future. */
export function instantOnDay(rng: Rng, now: Date, daysBack: number): Date {
  const dayStart = wibMidnight(now).getTime() - daysBack * DAY_MS;
  const secondsOfDay = hourSampler(rng) * 3600 + rng.int(0, 3599);
  let t = dayStart + secondsOfDay * 1000;
  if (t > now.getTime()) t = dayStart + rng.int(0, Math.max(0, now.getTime() - dayStart));
  return new Date(t);
}

export function* memberRows(unit: number, now: Date, corporates: CorporateSeed[], core: CoreMemberSeed[]): Generator<unknown[]> {
  const rng = new Rng(`members-${unit}`);
  const sampleDay = daySampler();
  const corpsByPayor = new Map<string, CorporateSeed[]>();
  for (const c of corporates) corpsByPayor.set(c.payor_code, [...(corpsByPayor.get(c.payor_code) ?? []), c]);
  const payorWeights = (project: string) =>
    [...new Set(corporates.filter((c) => c.project_id === project).map((c) => c.payor_code))].map((p) => [p, PAYOR_WEIGHTS[p] ?? 1] as const);
  const weights = { PRJ001: payorWeights("PRJ001"), PRJ002: payorWeights("PRJ002") };
  // Unit 0: principals of the insurer data register with their own card (shuffled order).
  const pools = { PRJ001: [] as CoreMemberSeed[], PRJ002: [] as CoreMemberSeed[] };
  if (unit === 0) {
    for (const m of core) if (m.member_type === "P" || rng.chance(0.25)) pools[m.project_id as "PRJ001" | "PRJ002"].push(m);
    for (const pool of Object.values(pools)) {
      for (let i = pool.length - 1; i > 0; i--) {
        const j = rng.int(0, i);
        [pool[i], pool[j]] = [pool[j]!, pool[i]!];
      }
    }
  }
  // App accounts on the card: a separate stream, so adding them kept the members themselves unchanged.
  const accounts = new Rng(`member-users-${unit}`);
  for (let i = 0; i < MEMBERS_PER_UNIT; i++) {
    const project = rng.chance(PRJ002_SHARE) ? "PRJ002" : "PRJ001";
    const reuse = pools[project].length > 0 && rng.chance(0.6) ? pools[project].pop()! : null;
    let name: string, noCard: string, payor: string, corp: string, dob: string;
    if (reuse) {
      ({ name, card_no: noCard, payor_code: payor, corp_code: corp, dateofbirth: dob } = reuse);
    } else {
      const gender: Gender = rng.chance(0.52) ? "M" : "F";
      name = fullName(rng, gender);
      payor = rng.weighted(weights[project]);
      corp = rng.pick(corpsByPayor.get(payor)!).corp_code;
      noCard = `88${payor.slice(-2)}${pad(unit, 3)}${pad(i, 9)}`;
      dob = birthdate(rng, 1958, 2007);
    }
    const mail = email(rng, name);
    const policy = [{ name, card_no: noCard, corp_code: corp }];
    if (rng.chance(0.15)) {
      // a family card on the same account: the principal's ("…00") or a dependent's ("…01")
      const other = `${noCard.slice(0, -2)}${noCard.endsWith("00") ? "01" : "00"}`;
      policy.push({ name: fullName(rng, rng.chance(0.5) ? "M" : "F"), card_no: other, corp_code: corp });
    }
    const users = [{ user: mail.split("@")[0]!, email: mail }];
    if (policy.length > 1 && accounts.chance(0.4)) {
      const other = email(accounts, policy[1]!.name);
      users.push({ user: other.split("@")[0]!, email: other });
    }
    yield [noCard, name, phone(rng), mail, dob, rng.chance(0.8), project, payor, corp, policy, users, instantOnDay(rng, now, sampleDay(rng))];
  }
}
