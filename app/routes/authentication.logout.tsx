import { Button, Card, Flex, Heading, Text } from "@radix-ui/themes";
import { Form, Link, redirect } from "react-router";
import type { Route } from "./+types/authentication.logout";
import { sessionContext } from "~/.server/session";
import { readForm } from "~/.server/kits/submit";
import { logout } from "~/.server/upstream/session";
import { logoutText } from "~/lib/messages-account";

/** Without JavaScript the topbar's Logout link lands here: the same question as the dialog. */
export async function loader({ context }: Route.LoaderArgs) {
  if (!context.get(sessionContext).user) throw redirect("/authentication/login");
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const session = context.get(sessionContext);
  const form = await readForm(request);
  if (form.get("intent") === "cancel") {
    session.flash({ type: "warning", message: "Canceled!" });
    return redirect("/");
  }
  if (session.token) await logout(session);
  session.signOut();
  return redirect("/authentication/login");
}

export default function Logout() {
  return (
    <main className="login-page">
      <Card size="4" className="login-card">
        <Heading as="h1" size="5">
          want to exit
        </Heading>
        <Text as="p" size="2" my="3">
          Are you sure?
        </Text>
        <Form method="post">
          <Flex gap="3" justify="end">
            <Button type="submit" name="intent" value="cancel" variant="soft" color="gray">
              {logoutText.cancel}
            </Button>
            <Button type="submit" name="intent" value="logout" color="red">
              {logoutText.yesLogOut}
            </Button>
          </Flex>
        </Form>
        <Text as="p" size="1" mt="3">
          <Link to="/">{logoutText.kembali}</Link>
        </Text>
      </Card>
    </main>
  );
}
