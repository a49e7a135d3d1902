import { Button, Callout, Card, Flex } from "@radix-ui/themes";
import { data, Link } from "react-router";
import type { Route } from "./+types/$base.e-sign.members.$corporate_code_.new";
import { requireUser } from "~/.server/guard";
import { submitForm } from "~/.server/kits/submit";
import { addEsignMember } from "~/.server/upstream/estamp";
import { FormErrors, InputField, KitFormElement, Required, SubmitButton, useKitForm } from "~/components/form";
import { PageHead } from "~/components/page-head";
import { corporateCodeParam, ESIGN_MESSAGES, MAX_PRIVY_ID, memberFailure, memberSchema } from "~/lib/esign";
import { MAX_TEXT } from "~/lib/schemas";
import "~/styles/content.css";
import { keepForm } from "~/lib/keep-form";
import { esignMemberNewText } from "~/lib/messages-esign";
import { screenHref } from "~/lib/screen-table";

/**
 * SPEC §2 e-sign/members/{corporate_code}/new: full name, email, phone number and NIK (required),
 * Privy ID (optional). A NIK that is not 16 digits is refused before anything is sent ('Validasi
 * Gagal', SPEC §5); a save goes back to the member list with a notice.
 */
function corporateCode(params: { corporate_code?: string }) {
  const code = corporateCodeParam.safeParse(params.corporate_code);
  if (!code.success) throw data({ message: esignMemberNewText.corporateTidakDitemukan }, { status: 404 });
  return code.data;
}

export function loader({ params }: Route.LoaderArgs) {
  return { code: corporateCode(params) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { session, upstream, base } = requireUser(context);
  const code = corporateCode(params);
  return submitForm(request, {
    session,
    schema: memberSchema,
    run: (value) => addEsignMember(upstream, code, value),
    success: { flash: ESIGN_MESSAGES.savedNotice, redirectTo: screenHref("e-sign-members", { base, corporate_code: code }) },
    failure: memberFailure,
  });
}

// A post that fails on the way keeps the form and says so (app/lib/keep-form.ts).
export const clientAction = keepForm(memberFailure);

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: esignMemberNewText.newMemberESignSehat(loaderData?.code ?? "") }];

export default function NewMember({ loaderData, actionData, params }: Route.ComponentProps) {
  const { code } = loaderData;
  const kit = useKitForm({ schema: memberSchema, reply: actionData });
  const { fields } = kit;
  return (
    <Flex direction="column" gap="4">
      <PageHead description={esignMemberNewText.anggotaBaruUntukKolomBertanda(code)} />
      <KitFormElement kit={kit}>
        <Card size="3">
          <Flex direction="column" gap="4">
            <div className="form-grid">
              <InputField field={fields.full_name} label={<Required>{esignMemberNewText.fullName}</Required>} maxLength={MAX_TEXT} autoComplete="off" />
              <InputField field={fields.email} label={<Required>Email</Required>} type="email" maxLength={MAX_TEXT} autoComplete="off" />
              <InputField field={fields.phone_number} label={<Required>{esignMemberNewText.phoneNumber}</Required>} inputMode="tel" maxLength={20} autoComplete="off" placeholder="08…" />
              <InputField field={fields.nik} label={<Required>NIK</Required>} inputMode="numeric" maxLength={16} autoComplete="off" description={esignMemberNewText.text16Angka} />
              <InputField field={fields.privy_id} label={esignMemberNewText.privyIdOptional} maxLength={MAX_PRIVY_ID} autoComplete="off" />
            </div>
            {fields.nik.errors?.includes(ESIGN_MESSAGES.nik) && (
              <Callout.Root color="amber" size="1">
                <Callout.Text>
                  <strong>{ESIGN_MESSAGES.nikTitle}</strong> {ESIGN_MESSAGES.nik}
                </Callout.Text>
              </Callout.Root>
            )}
            <FormErrors form={kit.form} />
            <div className="form-actions">
              <Button asChild variant="soft" color="gray">
                <Link to={screenHref("e-sign-members", { base: params.base, corporate_code: code })}>{esignMemberNewText.cancel}</Link>
              </Button>
              <SubmitButton saving={kit.saving} label="Save Member" savingLabel="Saving..." />
            </div>
          </Flex>
        </Card>
      </KitFormElement>
    </Flex>
  );
}
