// Shared person generators: names, phones, emails, birthdates.
import type { Rng } from "./prng.ts";
import { EMAIL_DOMAINS, FAMILY_NAMES, FEMALE_NAMES, MALE_NAMES, PHONE_PREFIXES } from "./words.ts";
import { pad } from "../../lib/time.ts";

export type Gender = "M" | "F";

export function givenName(rng: Rng, gender: Gender): string {
  const first = rng.pick(gender === "M" ? MALE_NAMES : FEMALE_NAMES);
  if (rng.chance(0.3)) {
    const second = rng.pick(gender === "M" ? MALE_NAMES : FEMALE_NAMES);
    if (second !== first) return `${first} ${second}`;
  }
  return first;
}

export function fullName(rng: Rng, gender: Gender, family = rng.pick(FAMILY_NAMES)): string {
  // About one in eight Indonesians in the data go by a single name.
  return rng.chance(0.12) ? givenName(rng, gender).split(" ")[0]! : `${givenName(rng, gender)} ${family}`;
}

export function phone(rng: Rng): string {
  return `${rng.pick(PHONE_PREFIXES)}${rng.digits(rng.chance(0.6) ? 8 : 7)}`;
}

export function email(rng: Rng, name: string): string {
  const local = name.toLowerCase().replace(/[^a-z ]/g, "").trim().split(/\s+/).join(rng.chance(0.5) ? "." : "");
  return `${local}${rng.chance(0.6) ? rng.int(1, 999) : ""}@${rng.pick(EMAIL_DOMAINS)}`;
}

export function birthdate(rng: Rng, fromYear: number, toYear: number): string {
  return `${rng.int(fromYear, toYear)}-${pad(rng.int(1, 12), 2)}-${pad(rng.int(1, 28), 2)}`;
}
