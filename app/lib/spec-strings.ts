/**
 * SPEC's own strings that the console's screens write literally (SPEC.md §2–§9: quoted texts and
 * the labels, columns, buttons, tabs and statuses it names). They stay verbatim, in place, and are
 * not in the message catalogue; messages.test.ts allows exactly these beside `ui` and its areas.
 * An entry scoped to files is SPEC's word on that screen only (SPEC names the guidebook's Cancel,
 * not every form's). "{}" stands for a value put into the text.
 */
export const SPEC_STRINGS: readonly string[] = [
  // §2 shell, login, logout confirmation; §4 'Canceled!'
  "Logout",
  "want to exit",
  "Are you sure?",
  "Canceled!",
  "Log In",
  "Page Not Found",
  "Collect Data Error!",
  // §2 screen and menu names
  "Dashboard",
  "E-Claim",
  "E-Card",
  "E-Materai",
  "E-Materai Template",
  "Media Library",
  "Manual Config Feature",
  "Feature Visibility",
  "Banner Setting",
  "Premium Provider",
  "Live Chat",
  "Invisible ID",
  // §2 media library tabs, library download (§4)
  "Upload",
  "Select",
  "Request Link Download",
  "Process.....",
  "Download Now",
  "Start Date",
  "To date",
  // §2 e-stamp
  "Tambah",
  "Template",
  "Tambah Template",
  "Edit Template",
  "Template Name",
  "Simpan Template",
  "Pilihan Jenis Document",
  "Pilih Jenis Dokument",
  "LLX",
  "LLY",
  "URX",
  "URY",
  "Page:",
  "Page: {}",
  // §2 e-sign
  "Corporate List",
  "New Corporate",
  "Members",
  "Members of Corporate",
  "Members of {}",
  "Corporate Code",
  "Corporate Name",
  "Corporate Address",
  "Save Corporate",
  "Save Member",
  "Saving...",
  "Loading members...",
  "New Member",
  "NIK",
  "Privy ID",
  "Error fetching members: {}",
  // §2 chat and tickets, §4 claim tabs, statuses, banner display, reservation statuses
  "Open",
  "On Going",
  "Closed",
  "Close Case",
  "New",
  "Status",
  "Result",
  "Paid",
  "Reject",
  "Invalid",
  "Approved",
  "Total",
  "Request ID",
  // §4 banner display
  "Show",
  "Not Show",
  "Not Show (Expired)",
  // §2 dashboards
  "USAGE",
  "REMAIN",
  "Total Member Register 30 Hari Terakhir",
  "Log Members",
  // §3 field names written as they are in the product (loanwords operators use as is)
  "Email",
  // the sign-in form's word (§2), kept for the same account name on every screen that shows one
  "Username",
  "NPWP",
  "PDF",
  "Payor",
  "Provider",
  "Corporate",
  // §8 toasts a screen repeats
  "{} Success Updated!",
  "{} Error Updated!",
];

/** SPEC's words on one screen only: file (under app/) → strings. */
export const SPEC_STRINGS_IN: Readonly<Record<string, readonly string[]>> = {
  // §2: the sign-in form's username, password
  "routes/authentication.login.tsx": ["Username", "Password"],
  // §2: About "rich-text editor with Save"; Notification URL "Save shows 'Cannot change this data'"
  "routes/$base.about.tsx": ["Save"],
  "routes/$base.notification.tsx": ["Save"],
  // §4: "Guidebook editor: … Cancel resets"
  "routes/$base.guidebook.tsx": ["Cancel"],
  // §2: the 'Members of Corporate' table's Active (Y/N), Verified (Y/N)
  "routes/$base.e-sign.members.$corporate_code.tsx": ["Active", "Verified", "Y", "N"],
  // §6: the member Delete action
  "routes/$base.members.$type.tsx": ["Delete"],
};
