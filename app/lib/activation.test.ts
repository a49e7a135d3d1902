import { describe, expect, it } from "vitest";
import { ACTIVATION_MESSAGES, activationPin, cardInMessages, nikSchema, userCodeOf } from "./activation";

describe("manual activation", () => {
  it("checks the ID number by SPEC §5's rules, each with its own text", () => {
    const problem = (nik: string) => {
      const result = nikSchema.safeParse(nik);
      return result.success ? null : result.error.issues[0]!.message;
    };
    expect(problem("3174012345678901")).toBeNull();
    expect(problem("317401234567890")).toBe(ACTIVATION_MESSAGES.nikLength);
    expect(problem("31740123456789012")).toBe(ACTIVATION_MESSAGES.nikLength);
    expect(problem("0174012345678901")).toBe(ACTIVATION_MESSAGES.nikFirst);
    expect(problem("3174012345670000")).toBe(ACTIVATION_MESSAGES.nikLast4);
    expect(problem("31740123456789AB")).toBe("KTP ID hanya angka.");
    expect(problem("")).toBe(ACTIVATION_MESSAGES.required);
  });

  it("makes the user code from the name: no spaces, 14 characters (SPEC §9)", () => {
    expect(userCodeOf("Siti Nurhaliza Rahmawati")).toBe("SitiNurhalizaR");
    expect(userCodeOf("  Budi  ")).toBe("Budi");
  });

  it("draws the PIN from 1000 to 9999 (SPEC §9)", () => {
    expect(activationPin(0)).toBe("1000");
    expect(activationPin(0.99999999)).toBe("9999");
    expect(activationPin(0.5)).toBe("5500");
  });

  it("finds the card number a member wrote", () => {
    expect(cardInMessages([{ frm: "user", msg: "Saya ingin aktivasi e-card secara manual" }, { frm: "user", msg: "Nomor kartu saya 8001000123456701, terima kasih" }])).toBe("8001000123456701");
    expect(cardInMessages([{ frm: "cs", msg: "Contoh: 8001000123456701" }])).toBe("");
  });
});
