import { Button, Callout, Card, DataList, Flex, Heading, Text, TextField } from "@radix-ui/themes";
import { Form, useNavigation } from "react-router";
import type { Route } from "./+types/$base.notification";
import { requireUser } from "~/.server/guard";
import { getNotification } from "~/.server/upstream/content";
import { MESSAGES } from "~/lib/content-schemas";
import { formatDateTime } from "~/lib/format";
import "~/styles/content.css";

export async function loader({ context }: Route.LoaderArgs) {
  const { session, user } = requireUser(context);
  return { project: user.project_id, setting: await getNotification(session) };
}

/** SPEC §2: the notification URL is read-only; Save only says so, and nothing is sent. */
export async function action({ context }: Route.ActionArgs) {
  const { session } = requireUser(context);
  session.flash({ type: "warning", message: MESSAGES.notificationReadOnly });
  return { message: MESSAGES.notificationReadOnly };
}

export const meta: Route.MetaFunction = () => [{ title: "Notification URL · Sehat Console" }];

export default function Notification({ loaderData, actionData }: Route.ComponentProps) {
  const { setting, project } = loaderData;
  const navigation = useNavigation();
  return (
    <Flex direction="column" gap="4">
      <Heading as="h1" size="6">
        Notification URL
      </Heading>
      <Card size="3" style={{ maxWidth: 760 }}>
        <Form method="post">
          <Flex direction="column" gap="4">
            <div className="field">
              <label htmlFor="notification-url">
                <Text size="2" weight="medium">
                  URL
                </Text>
              </label>
              <TextField.Root id="notification-url" name="url" value={setting?.url ?? ""} readOnly aria-readonly className="readonly-value" />
              <Text size="1" color="gray">
                Alamat yang menerima notifikasi dari platform untuk project {project}. Nilai ini diatur oleh platform dan tidak dapat diubah dari console.
              </Text>
            </div>
            <DataList.Root>
              <DataList.Item>
                <DataList.Label>Deskripsi</DataList.Label>
                <DataList.Value>{setting?.description || "-"}</DataList.Value>
              </DataList.Item>
              <DataList.Item>
                <DataList.Label>Secret</DataList.Label>
                <DataList.Value>{setting?.secret_hint || "-"}</DataList.Value>
              </DataList.Item>
              <DataList.Item>
                <DataList.Label>Diperbarui</DataList.Label>
                <DataList.Value>{setting?.updated_at ? formatDateTime(setting.updated_at) : "-"}</DataList.Value>
              </DataList.Item>
            </DataList.Root>
            {actionData?.message && navigation.state === "idle" && (
              <Callout.Root color="amber" role="alert" size="1">
                <Callout.Text>{actionData.message}</Callout.Text>
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
