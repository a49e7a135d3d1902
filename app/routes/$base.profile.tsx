import { Card, DataList, Flex, Grid, Heading } from "@radix-ui/themes";
import type { Route } from "./+types/$base.profile";
import { requireUser } from "~/.server/guard";
import { submitForm } from "~/.server/kits/submit";
import { updatePass } from "~/.server/upstream/session";
import { getMyPremium } from "~/.server/upstream/shell";
import { FormErrors, InputField, KitFormElement, SubmitButton, useKitForm } from "~/components/form";
import { PageHead } from "~/components/page-head";
import { changePasswordSchema, MIN_PASSWORD } from "~/lib/schemas";
import { keepForm } from "~/lib/keep-form";
import { profileText } from "~/lib/messages-account";

export async function loader({ context }: Route.LoaderArgs) {
  const { user, upstream } = requireUser(context);
  const provider = user.role === "provider" && user.provider_code ? await getMyPremium(upstream, user.provider_code) : null;
  return {
    user: {
      username: user.username,
      name: user.name,
      role: user.role,
      project: `${user.project_name} (${user.project_id})`,
      payors: user.payor_code === "*" ? "Semua payor" : user.payor_code,
    },
    provider,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { session, upstream, user } = requireUser(context);
  return submitForm(request, {
    session,
    schema: changePasswordSchema(user.username),
    hideFields: ["oldPassword", "newPassword", "confirmPassword"],
    run: (value) => updatePass(upstream, value.oldPassword, value.newPassword),
    success: (message) => ({ flash: message, reset: true }),
    // SPEC §8: the platform's message is shown as it is.
    failure: (error) => ({ message: error.message }),
  });
}

// A post that fails on the way keeps the form and says so (app/lib/keep-form.ts).
export const clientAction = keepForm();

export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
  const { user, provider } = loaderData;
  const kit = useKitForm({ schema: changePasswordSchema(user.username), reply: actionData, constraint: true });
  return (
    <Flex direction="column" gap="4">
      <PageHead />
      <Grid columns={{ initial: "1", md: "2" }} gap="4">
        <Card size="3">
          <Heading as="h2" size="4" mb="3">
            {provider ? "Provider" : profileText.akun}
          </Heading>
          <DataList.Root>
            <Item label={profileText.username} value={user.username} />
            <Item label={profileText.nama} value={user.name} />
            <Item label={profileText.role} value={user.role} />
            <Item label={profileText.project} value={user.project} />
            <Item label="Payor" value={user.payors} />
            {provider && (
              <>
                <Item label={profileText.providerCode} value={provider.provider_code} />
                <Item label={profileText.providerName} value={provider.provider_name} />
                <Item label={profileText.alamat} value={provider.address} />
                <Item label={profileText.telepon} value={provider.phone} />
                <Item label="Email" value={provider.email} />
              </>
            )}
          </DataList.Root>
        </Card>
        <Card size="3">
          <Heading as="h2" size="4" mb="3">
            {profileText.changePassword}
          </Heading>
          <KitFormElement kit={kit}>
            <Flex direction="column" gap="3">
              <InputField field={kit.fields.oldPassword} label={profileText.oldPassword} type="password" autoComplete="current-password" />
              <InputField field={kit.fields.newPassword} label={profileText.newPassword} type="password" autoComplete="new-password" description={profileText.minimalKarakterBukanUsernameDan(MIN_PASSWORD)} />
              <InputField field={kit.fields.confirmPassword} label={profileText.confirmPassword} type="password" autoComplete="new-password" />
              <FormErrors form={kit.form} />
              <SubmitButton saving={kit.saving} label={profileText.changePassword} />
            </Flex>
          </KitFormElement>
        </Card>
      </Grid>
    </Flex>
  );
}

function Item({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <DataList.Item>
      <DataList.Label>{label}</DataList.Label>
      <DataList.Value>{value || "-"}</DataList.Value>
    </DataList.Item>
  );
}
