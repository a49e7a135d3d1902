import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Button, Card, DataList, Flex, Grid, Heading } from "@radix-ui/themes";
import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/$base.profile";
import { requireUser } from "~/.server/guard";
import { updatePassword } from "~/.server/upstream/dashboard";
import { UpstreamError } from "~/.server/upstream/request";
import { getMyPremium } from "~/.server/upstream/session";
import { Field, FormErrors } from "~/components/form";
import { changePasswordSchema } from "~/lib/schemas";

export async function loader({ context }: Route.LoaderArgs) {
  const { user, session } = requireUser(context);
  const provider = user.role === "provider" && user.provider_code ? await getMyPremium(session, user.provider_code) : null;
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
  const { session } = requireUser(context);
  const submission = parseWithZod(await request.formData(), { schema: changePasswordSchema });
  const hideFields = ["oldPassword", "newPassword", "confirmPassword"];
  if (submission.status !== "success") return data(submission.reply({ hideFields }), { status: 400 });
  try {
    const answer = await updatePassword(session, submission.value.oldPassword, submission.value.newPassword);
    session.flash({ type: "success", message: answer.message });
    return data(submission.reply({ resetForm: true }));
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    // SPEC §8: the platform's message is shown as it is.
    return data(submission.reply({ formErrors: [error.message], hideFields }), { status: error.status >= 500 ? 502 : 400 });
  }
}

export const meta: Route.MetaFunction = () => [{ title: "Profile · Sehat Console" }];

export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
  const { user, provider } = loaderData;
  const navigation = useNavigation();
  const [form, fields] = useForm({
    lastResult: navigation.state === "idle" ? actionData : null,
    constraint: getZodConstraint(changePasswordSchema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: changePasswordSchema }),
  });
  const saving = navigation.state === "submitting";

  return (
    <Flex direction="column" gap="4">
      <Heading as="h1" size="6">
        Profile
      </Heading>
      <Grid columns={{ initial: "1", md: "2" }} gap="4">
        <Card size="3">
          <Heading as="h2" size="4" mb="3">
            {provider ? "Provider" : "Akun"}
          </Heading>
          <DataList.Root>
            <Item label="Username" value={user.username} />
            <Item label="Nama" value={user.name} />
            <Item label="Role" value={user.role} />
            <Item label="Project" value={user.project} />
            <Item label="Payor" value={user.payors} />
            {provider && (
              <>
                <Item label="Provider Code" value={provider.provider_code} />
                <Item label="Provider Name" value={provider.provider_name} />
                <Item label="Alamat" value={provider.address} />
                <Item label="Telepon" value={provider.phone} />
                <Item label="Email" value={provider.email} />
              </>
            )}
          </DataList.Root>
        </Card>
        <Card size="3">
          <Heading as="h2" size="4" mb="3">
            Change Password
          </Heading>
          <Form method="post" {...getFormProps(form)}>
            <Flex direction="column" gap="3">
              <Field field={fields.oldPassword} label="Old Password" type="password" autoComplete="current-password" />
              <Field field={fields.newPassword} label="New Password" type="password" autoComplete="new-password" />
              <Field field={fields.confirmPassword} label="Confirm Password" type="password" autoComplete="new-password" />
              <FormErrors errors={form.errors} id={form.errorId} />
              <Button type="submit" disabled={saving}>
                {saving ? "Saving..." : "Change Password"}
              </Button>
            </Flex>
          </Form>
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
