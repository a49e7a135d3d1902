import { Button, Card, Flex } from "@radix-ui/themes";
import { Link } from "react-router";
import type { Route } from "./+types/$base.e-sign.corporates_.new";
import { requireUser } from "~/.server/guard";
import { submitForm } from "~/.server/kits/submit";
import { addEsignCorporate } from "~/.server/upstream/estamp";
import { FormErrors, InputField, KitFormElement, Required, SubmitButton, TextareaField, useKitForm } from "~/components/form";
import { PageHead } from "~/components/page-head";
import { corporateFailure, corporateSchema, ESIGN_MESSAGES, MAX_ADDRESS, MAX_CORPORATE_CODE } from "~/lib/esign";
import { MAX_TEXT } from "~/lib/schemas";
import "~/styles/content.css";
import { keepForm } from "~/lib/keep-form";
import { esignCorporateNewText } from "~/lib/messages-esign";
import { screenHref } from "~/lib/screen-table";

/**
 * SPEC §2 e-sign/corporates/new: Corporate Code, Name and Address, all required. A save goes back
 * to the corporate list with a notice; a refusal shows "Something went wrong" with the platform's
 * text (a duplicate code, say) and keeps what was typed.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { session, upstream, base } = requireUser(context);
  return submitForm(request, {
    session,
    schema: corporateSchema,
    run: (value) => addEsignCorporate(upstream, value),
    success: { flash: ESIGN_MESSAGES.savedNotice, redirectTo: screenHref("e-sign-corporates", { base }) },
    failure: corporateFailure,
  });
}

// A post that fails on the way keeps the form and says so (app/lib/keep-form.ts).
export const clientAction = keepForm(corporateFailure);

export const meta: Route.MetaFunction = () => [{ title: esignCorporateNewText.newCorporateESignSehat }];

export default function NewCorporate({ actionData, params }: Route.ComponentProps) {
  const kit = useKitForm({ schema: corporateSchema, reply: actionData });
  const { fields } = kit;
  return (
    <Flex direction="column" gap="4">
      <PageHead description={esignCorporateNewText.kolomBertandaWajibDiisi} />
      <KitFormElement kit={kit}>
        <Card size="3">
          <Flex direction="column" gap="4">
            <div className="form-grid">
              <InputField field={fields.corporate_code} label={<Required>Corporate Code</Required>} maxLength={MAX_CORPORATE_CODE} autoComplete="off" placeholder={esignCorporateNewText.misK0001} />
              <InputField field={fields.corporate_name} label={<Required>Corporate Name</Required>} maxLength={MAX_TEXT} autoComplete="organization" />
              <TextareaField field={fields.corporate_address} label={<Required>Corporate Address</Required>} maxLength={MAX_ADDRESS} className="span-2" autoComplete="street-address" />
            </div>
            <FormErrors form={kit.form} />
            <div className="form-actions">
              <Button asChild variant="soft" color="gray">
                <Link to={screenHref("e-sign-corporates", params)}>{esignCorporateNewText.cancel}</Link>
              </Button>
              <SubmitButton saving={kit.saving} label="Save Corporate" savingLabel="Saving..." />
            </div>
          </Flex>
        </Card>
      </KitFormElement>
    </Flex>
  );
}
