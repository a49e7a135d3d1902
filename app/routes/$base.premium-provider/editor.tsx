import { Button, Card, Flex } from "@radix-ui/themes";
import { Link } from "react-router";
import { AuditHistoryLink } from "~/components/audit-history-link";
import { FormErrors, InputField, KitFormElement, ReadOnlyField, Required, SubmitButton, useKitForm } from "~/components/form";
import { PageHead } from "~/components/page-head";
import { StatusBadge } from "~/components/status-badge";
import { addPremiumSchema, editPremiumSchema, MAX_PROVIDER_CODE } from "~/lib/premium";
import { MAX_TEXT } from "~/lib/schemas";
import type { loader } from "./editor.server";
import { premiumEditorText } from "~/lib/messages-provider";
import { screenHref } from "~/lib/screen-table";
import "~/styles/content.css";

/** The form of add-premium-provider and detail-premium-provider/{username} (loader and action: ./editor.server.ts). */
type EditorData = Awaited<ReturnType<typeof loader>>;

export function PremiumProviderEditor({ base, loaderData, actionData }: { base: string; loaderData: EditorData; actionData: unknown }) {
  const { provider } = loaderData;
  const kit = useKitForm({
    schema: provider ? editPremiumSchema : addPremiumSchema,
    reply: actionData,
    defaultValue: provider ? { provider_name: provider.provider_name, username: provider.username } : undefined,
  });
  // Both schemas name the same fields, and add's has the provider code too.
  const fields = kit.fields as typeof kit.fields & { provider_code?: (typeof kit.fields)["provider_name"] };
  return (
    <Flex direction="column" gap="4">
      <PageHead
        description={provider ? premiumEditorText.kosongkanPasswordUntukTetapMemakai : premiumEditorText.providerBaruDanAkunYang}
        actions={
          provider ? (
            <>
              <StatusBadge active={provider.status} size="2">
                {provider.status ? premiumEditorText.active : premiumEditorText.inactive}
              </StatusBadge>
              <AuditHistoryLink entity="premium_providers" record={provider.id_prov} />
              <AuditHistoryLink entity="users" record={provider.username} label={premiumEditorText.accountHistory} />
            </>
          ) : undefined
        }
      />
      <KitFormElement kit={kit}>
        <Card size="3">
          <Flex direction="column" gap="4">
            <div className="form-grid">
              {provider ? (
                <ReadOnlyField label={premiumEditorText.providerCode} value={provider.provider_code} />
              ) : (
                <InputField field={fields.provider_code!} label={<Required>{premiumEditorText.providerCode}</Required>} maxLength={MAX_PROVIDER_CODE} autoComplete="off" placeholder={premiumEditorText.misPrv013} />
              )}
              <InputField field={fields.provider_name} label={<Required>{premiumEditorText.providerName}</Required>} maxLength={MAX_TEXT} autoComplete="organization" />
              <InputField field={fields.username} label={<Required>{premiumEditorText.username}</Required>} maxLength={MAX_TEXT} autoComplete="off" autoCapitalize="none" spellCheck={false} />
              <InputField
                field={fields.password}
                label={provider ? premiumEditorText.password : <Required>{premiumEditorText.password}</Required>}
                type="password"
                maxLength={MAX_TEXT}
                autoComplete="new-password"
                description={provider ? premiumEditorText.biarkanKosongUntukTetapMemakai : premiumEditorText.minimal8Karakter}
              />
            </div>
            <FormErrors form={kit.form} />
            <div className="form-actions">
              <Button asChild variant="soft" color="gray">
                <Link to={screenHref("premium-provider", { base })}>{premiumEditorText.cancel}</Link>
              </Button>
              <SubmitButton saving={kit.saving} label={provider ? premiumEditorText.update : premiumEditorText.update} />
            </div>
          </Flex>
        </Card>
      </KitFormElement>
    </Flex>
  );
}
