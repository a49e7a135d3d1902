// Insurer master data: families (a principal and dependents) under each corporate's group policy.
import type { CorporateSeed } from "./corporates.ts";
import { birthdate, fullName, givenName, type Gender } from "./people.ts";
import { Rng } from "./prng.ts";
import { daysAgo, pad } from "../../lib/time.ts";
import { BANKS, FAMILY_NAMES } from "./words.ts";

export interface CoreMemberSeed {
  card_no: string;
  member_id: string;
  name: string;
  gender: Gender;
  policy_no: string;
  member_type: "P" | "D";
  member_since: string;
  dateofbirth: string;
  employee_id: string;
  bank_account: string;
  payor_code: string;
  corp_code: string;
  project_id: string;
}

const TARGET: Record<string, number> = { PRJ001: 3000, PRJ002: 320 };

export const CORE_MEMBER_COLUMNS = [
  "card_no", "member_id", "name", "gender", "policy_no", "member_type", "member_since", "dateofbirth",
  "employee_id", "bank_account", "payor_code", "corp_code", "project_id",
] as const;

export function coreMemberRow(m: CoreMemberSeed): unknown[] {
  return CORE_MEMBER_COLUMNS.map((c) => m[c]);
}

export function buildCoreMembers(corporates: CorporateSeed[], now: Date): CoreMemberSeed[] {
  const rng = new Rng("core-members");
  const out: CoreMemberSeed[] = [];
  let family = 0;
  let memberSeq = 0;
  for (const [projectId, target] of Object.entries(TARGET)) {
    const corps = corporates.filter((c) => c.project_id === projectId);
    let count = 0;
    while (count < target) {
      const corp = rng.pick(corps);
      family++;
      const surname = rng.pick(FAMILY_NAMES);
      const pGender: Gender = rng.chance(0.55) ? "M" : "F";
      const principalName = fullName(rng, pGender, surname);
      const pBirthYear = rng.int(1966, 2000);
      const since = daysAgo(now, rng.int(90, 3200));
      const employeeId = `EMP${pad(family, 6)}`;
      const bank = `${rng.pick(BANKS)} ${rng.digits(10)} a.n. ${principalName}`;
      const policyNo = `POL/${corp.payor_code}/${corp.corp_code}/${since.slice(0, 4)}`;
      const people: { name: string; gender: Gender; dob: string; type: "P" | "D" }[] = [
        { name: principalName, gender: pGender, dob: birthdate(rng, pBirthYear, pBirthYear), type: "P" },
      ];
      if (pBirthYear < 1996 && rng.chance(0.7)) {
        const g: Gender = pGender === "M" ? "F" : "M";
        people.push({ name: `${givenName(rng, g)} ${surname}`, gender: g, dob: birthdate(rng, pBirthYear - 4, pBirthYear + 4), type: "D" });
      }
      const children = pBirthYear < 1994 ? rng.int(0, 3) : 0;
      for (let c = 0; c < children; c++) {
        const g: Gender = rng.chance(0.5) ? "M" : "F";
        people.push({ name: `${givenName(rng, g)} ${surname}`, gender: g, dob: birthdate(rng, Math.max(pBirthYear + 20, 2000), 2023), type: "D" });
      }
      people.forEach((p, idx) => {
        memberSeq++;
        out.push({
          card_no: `80${corp.payor_code.slice(-2)}${corp.corp_code.slice(1)}${pad(family, 6)}${pad(idx, 2)}`,
          member_id: `${corp.payor_code}-${pad(memberSeq, 7)}`,
          name: p.name,
          gender: p.gender,
          policy_no: policyNo,
          member_type: p.type,
          member_since: since,
          dateofbirth: p.dob,
          employee_id: employeeId,
          bank_account: bank,
          payor_code: corp.payor_code,
          corp_code: corp.corp_code,
          project_id: projectId,
        });
      });
      count += people.length;
    }
  }
  return out;
}
