import { Button } from "@radix-ui/themes";
import { Link } from "react-router";
import { auditHistoryQuery } from "~/lib/audit";
import { useScreenHref } from "./shell-data";
import { auditHistoryText } from "~/lib/messages-audit";

/**
 * "Riwayat": the Audit Log filtered to one record (a news item, a provider, a template, a member),
 * shown only to a user the access table lets open the Audit Log (superadmin); for anyone else
 * nothing, not a link to a 403.
 */
export function AuditHistoryLink({ entity, record, label = auditHistoryText.label, of, size }: { entity: string; record: string | number; label?: string; of?: string; size?: "1" | "2" }) {
  const to = useScreenHref()("audit-log", {}, auditHistoryQuery(entity, record));
  if (!to) return null;
  return (
    <Button asChild variant="soft" color="gray" size={size}>
      <Link to={to} aria-label={of ? auditHistoryText.ofRecord(label, of) : undefined}>
        {label}
      </Link>
    </Button>
  );
}
