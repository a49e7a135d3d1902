import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Button, Card, Flex, Heading, Text } from "@radix-ui/themes";
import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/$base.about";
import { requireUser } from "~/.server/guard";
import { sanitizeRichText } from "~/.server/sanitize";
import { createContent, getContentObject, updateContent } from "~/.server/upstream/content";
import { UpstreamError } from "~/.server/upstream/request";
import { FormErrors } from "~/components/form";
import { RichTextField } from "~/components/rich-text-field";
import { aboutSchema, FEATURE, MESSAGES, normalizeQuotes } from "~/lib/content-schemas";
import { formatDateTime } from "~/lib/format";
import "~/styles/content.css";

export async function loader({ context }: Route.LoaderArgs) {
  const { session } = requireUser(context);
  const row = await getContentObject(session, FEATURE.about);
  const content = typeof row?.datajson.content === "string" ? row.datajson.content : "";
  return { id: row?.id ?? null, updatedAt: row?.created_at ?? null, content: sanitizeRichText(content) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { session } = requireUser(context);
  const submission = parseWithZod(await request.formData(), { schema: aboutSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  // SPEC §5: quote characters become double quotes; then only safe HTML is kept.
  const content = sanitizeRichText(normalizeQuotes(submission.value.content));
  try {
    // Saved as an update when the About content exists, otherwise created.
    const row = await getContentObject(session, FEATURE.about);
    if (row) await updateContent(session, row.id, FEATURE.about, { ...row.datajson, content });
    else await createContent(session, FEATURE.about, { content });
    session.flash({ type: "success", message: row ? MESSAGES.updated : MESSAGES.inserted });
    return data(submission.reply({ resetForm: true }));
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    session.flash({ type: "error", message: MESSAGES.updateError });
    return data(submission.reply({ formErrors: [`${MESSAGES.updateError} ${error.message}`] }), { status: error.status >= 500 ? 502 : 400 });
  }
}

export const meta: Route.MetaFunction = () => [{ title: "About · Sehat Console" }];

export default function About({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const [form, fields] = useForm({
    lastResult: navigation.state === "idle" ? actionData : null,
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: aboutSchema }),
  });
  const saving = navigation.state === "submitting";
  return (
    <Flex direction="column" gap="4">
      <div className="page-head">
        <Heading as="h1" size="6">
          About
        </Heading>
        {loaderData.updatedAt && (
          <Text size="2" color="gray">
            Terakhir disimpan {formatDateTime(loaderData.updatedAt)}
          </Text>
        )}
      </div>
      <Form method="post" {...getFormProps(form)}>
        <Card size="3">
          <Flex direction="column" gap="3">
            <Text as="p" size="2" color="gray">
              Halaman About yang tampil di aplikasi mobile. Tanda kutip disimpan sebagai tanda kutip ganda (").
            </Text>
            {/* Re-mounted after each save so the editor shows what was stored. */}
            <RichTextField key={loaderData.content} name={fields.content.name} label="About content" defaultValue={loaderData.content} invalid={!!fields.content.errors?.length} errorId={fields.content.errorId} />
            {fields.content.errors?.length ? (
              <Text size="1" color="red" id={fields.content.errorId} role="alert">
                {fields.content.errors[0]}
              </Text>
            ) : null}
            <FormErrors errors={form.errors} id={form.errorId} />
            <div className="form-actions">
              <Button type="submit" disabled={saving}>
                {saving ? "Saving..." : "Save"}
              </Button>
            </div>
          </Flex>
        </Card>
      </Form>
      <Card size="3">
        <Heading as="h2" size="4" mb="3">
          Pratinjau
        </Heading>
        <div className="content-preview rich-text" data-testid="about-preview" dangerouslySetInnerHTML={{ __html: loaderData.content }} />
      </Card>
    </Flex>
  );
}
