import { Card, Flex, Heading, Text } from "@radix-ui/themes";
import { redirect, useSearchParams } from "react-router";
import type { Route } from "./+types/authentication.login";
import { authenticator } from "~/.server/auth";
import { sessionContext } from "~/.server/session";
import { FormError, readForm, submitForm } from "~/.server/kits/submit";
import { UpstreamError } from "~/.server/upstream/request";
import { FormErrors, InputField, KitFormElement, SubmitButton, useKitForm } from "~/components/form";
import { useNonce } from "~/lib/nonce";
import { safeRedirect } from "~/lib/safe-redirect";
import { loginSchema } from "~/lib/schemas";
import { loginText } from "~/lib/messages-account";

export async function loader({ context }: Route.LoaderArgs) {
  if (context.get(sessionContext).user) throw redirect("/");
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const session = context.get(sessionContext);
  const form = await readForm(request);
  return submitForm(form, {
    session,
    schema: loginSchema,
    hideFields: ["password"],
    async run() {
      // Failed attempts are limited by the platform, per username and address, for every console
      // alike (it has the visitor's address from the request): an account under attack from one
      // address is locked there only, and elsewhere merely slowed down.
      try {
        // remix-auth's FormStrategy reads the form from a request: hand it the one already read.
        const loggedIn = await authenticator.authenticate("credentials", new Request(request.url, { method: "POST", body: form }));
        session.signIn(loggedIn.token, loggedIn.user);
        return loggedIn.message;
      } catch (error) {
        if (error instanceof UpstreamError && error.status === 429) {
          session.flash({ type: "error", message: error.message });
          throw new FormError({ form: [error.message] }, 429, { "Retry-After": String(error.retryAfter ?? 60) });
        }
        throw error;
      }
    },
    success: (message, value) => ({ flash: message, redirectTo: safeRedirect(value.redirectTo) }),
    // SPEC §8: a failed login raises an error notice; the page renders it (it runs no JavaScript).
    failure: (error) => ({ flash: error.message, message: error.message, status: error.status >= 500 ? 502 : error.status === 429 ? 429 : 401 }),
  });
}

// The limiter's Retry-After reaches the document response too, not only fetch submissions.
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export const meta: Route.MetaFunction = () => [{ title: loginText.logInSehatConsole }];

/**
 * The login page is two fields and a button: it is served as plain HTML, without the client
 * runtime (about 110 kB on a slow phone connection before the first sign-in). What JavaScript
 * added here is done by the server: the failure notice is rendered into the page.
 */
export const handle = { hydrate: false };

/**
 * The page runs no React (hydrate: false), so on a slow network nothing said the sign-in was under
 * way for seconds: these few lines (CSP nonce) mark the button busy and stop a second submit, and
 * undo it when the page comes back from the back/forward cache.
 */
const PENDING = `(() => {
  const form = document.currentScript.parentElement.querySelector("form");
  const button = form && form.querySelector("button[type=submit]");
  if (!button) return;
  const label = button.textContent;
  form.addEventListener("submit", (event) => {
    if (button.getAttribute("aria-busy") === "true") return event.preventDefault();
    button.setAttribute("aria-busy", "true");
    button.textContent = ${JSON.stringify(loginText.loggingIn)};
  });
  addEventListener("pageshow", () => {
    button.removeAttribute("aria-busy");
    button.textContent = label;
  });
})();`;

export default function Login({ actionData }: Route.ComponentProps) {
  const nonce = useNonce();
  const [searchParams] = useSearchParams();
  const kit = useKitForm({ schema: loginSchema, reply: actionData, constraint: true, validateOn: "onBlur" });

  return (
    <main className="login-page">
      <Card size="4" className="login-card">
        <Heading as="h1" size="6" mb="1">
          {loginText.sehatConsole}
        </Heading>
        <Text as="p" size="2" color="gray" mb="4">
          {loginText.masukUntukMengelolaAplikasi}
        </Text>
        <KitFormElement kit={kit} guard={false}>
          <Flex direction="column" gap="3">
            <input type="hidden" name="redirectTo" value={searchParams.get("redirectTo") ?? ""} />
            <InputField field={kit.fields.username} label="Username" autoComplete="username" autoFocus />
            <InputField field={kit.fields.password} label="Password" type="password" autoComplete="current-password" />
            <FormErrors form={kit.form} />
            <SubmitButton saving={false} label="Log In" savingLabel={loginText.loggingIn} size="3" />
          </Flex>
        </KitFormElement>
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: PENDING }} />
      </Card>
    </main>
  );
}
