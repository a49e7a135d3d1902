/**
 * The words of the kits nearly every screen loads, the confirmation (the shell's Logout uses it)
 * and the date field (the form kit reads days): the catalogue of app/lib/messages.ts, apart from
 * its `ui` so that a page without a table does not load the table's and pager's words.
 */

/** components/confirm.tsx; declining still says SPEC's 'Canceled!'. */
export const confirmText = {
  cancel: "Batal",
  yesDelete: "Ya, hapus",
  /** A list's delete question, the row named in quotes. */
  willDelete: (name: string) => `"${name}" akan dihapus. Lanjutkan?`,
};

/** The date field and its calendar (date-field.tsx, day-calendar.tsx, app/lib/day.ts). */
export const dateText = {
  format: (format: string) => `Format ${format}`,
  invalid: (format: string, example: string) => `Tanggal tidak valid: tulis ${format}, misalnya ${example}.`,
  pickInCalendar: "Pilih di kalender",
  pickDay: "Pilih tanggal",
  previousMonth: "Bulan sebelumnya",
  nextMonth: "Bulan berikutnya",
};
