import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Button, Card, Flex, Heading, Text } from "@radix-ui/themes";
import { useEffect } from "react";
import { data, Form, redirect, useNavigation, useSearchParams } from "react-router";
import type { Route } from "./+types/authentication.login";
import { authenticator } from "~/.server/auth";
import { clientIpContext } from "~/.server/client-ip";
import { env } from "~/.server/env";
import { clearFailures, recordFailure, retryAfterSeconds } from "~/.server/rate-limit";
import { sessionContext } from "~/.server/session";
import { UpstreamError } from "~/.server/upstream/request";
import { Field, FormErrors } from "~/components/form";
import { useNotify } from "~/components/notices";
import { loginSchema } from "~/lib/schemas";
import { safeRedirect } from "~/lib/safe-redirect";

export async function loader({ context }: Route.LoaderArgs) {
  if (context.get(sessionContext).user) throw redirect("/");
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const session = context.get(sessionContext);
  const submission = parseWithZod(await request.clone().formData(), { schema: loginSchema });
  if (submission.status !== "success") {
    return data(submission.reply({ hideFields: ["password"] }), { status: 400 });
  }

  // Failed attempts are limited per address and username, and per address overall.
  const ip = context.get(clientIpContext);
  const userKey = `login:${ip}:${submission.value.username.toLowerCase()}`;
  const ipKey = `login:${ip}`;
  const limit = env.LOGIN_FAILURES_PER_MINUTE;
  const wait = Math.max(retryAfterSeconds(userKey, limit), retryAfterSeconds(ipKey, limit * 5));
  if (wait > 0) {
    return data(
      submission.reply({
        formErrors: [`Terlalu banyak percobaan login yang gagal. Coba lagi dalam ${wait} detik.`],
        hideFields: ["password"],
      }),
      { status: 429, headers: { "Retry-After": String(wait) } },
    );
  }

  try {
    const { token, user, message } = await authenticator.authenticate("credentials", request);
    clearFailures(userKey);
    session.signIn(token, user);
    session.flash({ type: "success", message });
    return redirect(safeRedirect(submission.value.redirectTo));
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    if (error.status < 500) {
      recordFailure(userKey);
      recordFailure(ipKey);
    }
    return data(submission.reply({ formErrors: [error.message], hideFields: ["password"] }), {
      status: error.status >= 500 ? 502 : 401,
    });
  }
}

// The limiter's Retry-After reaches the document response too, not only fetch submissions.
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export const meta: Route.MetaFunction = () => [{ title: "Log In · Sehat Console" }];

export default function Login({ actionData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    lastResult: navigation.state === "idle" ? actionData : null,
    constraint: getZodConstraint(loginSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: loginSchema }),
  });
  const submitting = navigation.state !== "idle" && navigation.formAction?.startsWith("/authentication/login");
  // SPEC §8: a failed login also raises an error notice (the inline message stays for no-JS).
  const notify = useNotify();
  const failure = actionData?.error?.[""]?.[0];
  useEffect(() => {
    if (failure) notify("error", failure);
  }, [actionData, failure, notify]);

  return (
    <main className="login-page">
      <Card size="4" className="login-card">
        <Heading as="h1" size="6" mb="1">
          Sehat Console
        </Heading>
        <Text as="p" size="2" color="gray" mb="4">
          Masuk untuk mengelola aplikasi.
        </Text>
        <Form method="post" {...getFormProps(form)}>
          <Flex direction="column" gap="3">
            <input type="hidden" name="redirectTo" value={searchParams.get("redirectTo") ?? ""} />
            <Field field={fields.username} label="Username" autoComplete="username" autoFocus />
            <Field field={fields.password} label="Password" type="password" autoComplete="current-password" />
            <FormErrors errors={form.errors} id={form.errorId} />
            <Button type="submit" size="3" disabled={submitting}>
              {submitting ? "Logging in..." : "Log In"}
            </Button>
          </Flex>
        </Form>
      </Card>
    </main>
  );
}
