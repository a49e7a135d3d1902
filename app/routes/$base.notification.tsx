import { Button, Callout, Card, DataList, Flex, Text, TextField } from "@radix-ui/themes";
import { Form, useNavigation } from "react-router";
import type { Route } from "./+types/$base.notification";
import { requireUser } from "~/.server/guard";
import { replyWith } from "~/.server/kits/submit";
import { getNotification } from "~/.server/upstream/content";
import { PageHead } from "~/components/page-head";
import { MESSAGES } from "~/lib/content-schemas";
import { replyFor } from "~/lib/form-reply";
import { formatDateTime } from "~/lib/format";
import "~/styles/content.css";
import { keepForm } from "~/lib/keep-form";
import { notificationText } from "~/lib/messages-content";

export async function loader({ context }: Route.LoaderArgs) {
  const { upstream, user } = requireUser(context);
  return { project: user.project_id, setting: await getNotification(upstream) };
}

/** SPEC §2: the notification URL is read-only; Save only says so, and nothing is sent. */
export async function action({ context }: Route.ActionArgs) {
  const { session } = requireUser(context);
  session.flash({ type: "warning", message: MESSAGES.notificationReadOnly });
  return replyWith("save", [MESSAGES.notificationReadOnly], 200);
}

// A post that fails on the way keeps the form and says so (app/lib/keep-form.ts).
export const clientAction = keepForm();

export default function Notification({ loaderData, actionData }: Route.ComponentProps) {
  const { setting, project } = loaderData;
  const navigation = useNavigation();
  const refusal = navigation.state === "idle" ? replyFor(actionData, "save")?.result.error?.[""]?.[0] : undefined;
  return (
    <Flex direction="column" gap="4">
      <PageHead />
      <Card size="3" style={{ maxWidth: 760 }}>
        <Form method="post">
          <Flex direction="column" gap="4">
            <div className="field">
              <label htmlFor="notification-url">
                <Text size="2" weight="medium">
                  {notificationText.url}
                </Text>
              </label>
              <TextField.Root id="notification-url" name="url" value={setting?.url ?? ""} readOnly aria-readonly className="readonly-value" />
              <Text size="1" color="gray">
                {notificationText.about(project)}
              </Text>
            </div>
            <DataList.Root>
              <DataList.Item>
                <DataList.Label>{notificationText.description}</DataList.Label>
                <DataList.Value>{setting?.description || "-"}</DataList.Value>
              </DataList.Item>
              <DataList.Item>
                <DataList.Label>{notificationText.secret}</DataList.Label>
                <DataList.Value>{setting?.secret_hint || "-"}</DataList.Value>
              </DataList.Item>
              <DataList.Item>
                <DataList.Label>{notificationText.updated}</DataList.Label>
                <DataList.Value>{setting?.updated_at ? formatDateTime(setting.updated_at) : "-"}</DataList.Value>
              </DataList.Item>
            </DataList.Root>
            {refusal && (
              <Callout.Root color="amber" role="alert" size="1">
                <Callout.Text>{refusal}</Callout.Text>
              </Callout.Root>
            )}
            <div className="form-actions">
              <Button type="submit" disabled={navigation.state === "submitting"}>
                Save
              </Button>
            </div>
          </Flex>
        </Form>
      </Card>
    </Flex>
  );
}
