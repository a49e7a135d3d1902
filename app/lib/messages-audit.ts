/** The words of the audit log, its records and the history links of other screens: the catalogue of app/lib/messages.ts, for this area only. */

export const auditHistoryText = {
  ofInTheAuditLog: (p1: string | number, p2: string | number) => `${p1} of ${p2} in the Audit Log`,
};

export const auditLogText = {
  time: "Time",
  user: "User",
  kindAction: "Kind / Action",
  screen: "Screen",
  record: "Record",
  historyOfThisRecord: "History of this record",
  address: "Address",
  detail: "Detail",
  username: "Username",
  allScreens: "All screens",
  table: "Table",
  allTables: "All tables",
  recordId: "Record ID",
  kind: "Kind",
  allKinds: "All kinds",
  action: "Action",
  allActions: "All actions",
  from: "From",
  to: "To",
  everyChangeMadeThroughThe: "Every change made through the console and every sign-in, newest first. Open a record for its fields before and after.",
  downloadCsv: "Download CSV",
  auditLog: "Audit Log",
  fixTheDatesAboveTo: "Fix the dates above to see the records.",
  noAuditRecordsMatchThese: "No audit records match these filters.",
  noAuditRecordsYet: "No audit records yet.",
};

export const auditRecordText = {
  auditRecordSehatConsole: (p1: string | number) => `Audit Record #${p1} · Sehat Console`,
  auditRecord: (p1: string | number) => `Audit Record #${p1}`,
  historyOfThisRecord: "History of this record",
  recordsOf: "Records of",
  changes: "Changes",
  noFieldsRecordedForThis: "No fields recorded for this event.",
  changesFieldBeforeAfter: "Changes: field, before, after",
  field: "Field",
  before: "Before",
  after: "After",
  empty: "(empty)",
};
