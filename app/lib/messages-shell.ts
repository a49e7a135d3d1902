import { formatNumber } from "./format";

/** The words of the form kit and the page titles: the catalogue of app/lib/messages.ts, for this area only. */

export const formKitText = {
  charsLeft: (left: number, max: number) => `Sisa ${formatNumber(left)} dari ${formatNumber(max)} karakter`,
  saving: "Menyimpan…",
  retry: "Kirim lagi",
};

export const titlesText = {
  title: (p1: string | number) => `${p1} · Sehat Console`,
  brand: "Sehat Console",
};

export const staticPageText = {
  title: (p1: string | number) => `${p1} · Sehat Console`,
};
