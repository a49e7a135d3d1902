import { formatNumber } from "./format";

/**
 * The words of the shell (page head, progress bar, leave dialog; the sidebar, topbar, error screen and
 * idle warning are in messages-frame.ts), the form kit and the page titles: the catalogue of
 * app/lib/messages.ts, for this area only. Every page loads this module: only what every page shows.
 */

export const formKitText = {
  charsLeft: (left: number, max: number) => `Sisa ${formatNumber(left)} dari ${formatNumber(max)} karakter`,
  saving: "Menyimpan…",
  retry: "Kirim lagi",
};

export const titlesText = {
  title: (page: string | number) => `${page} · Sehat Console`,
  brand: "Sehat Console",
};

/*
 * Words of the page head, the progress bar and the unsaved-changes question, read as
 * `shellText.<name>` (import * as shellText): one export each, whose names the build shortens,
 * where an object's keys would reach every page as they are.
 */
export const breadcrumbs = "Lokasi halaman";
export const loading = "Memuat";
export const leaveTitle = "Tinggalkan halaman ini?";
export const leaveDetail = "Perubahan yang belum disimpan akan hilang.";
export const leaveStay = "Tetap di sini";
export const leave = "Tinggalkan";
