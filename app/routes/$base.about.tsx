import { Card, Flex, Heading, Text } from "@radix-ui/themes";
import type { Route } from "./+types/$base.about";
import { requireUser } from "~/.server/guard";
import { sanitizeRichText } from "~/.server/kits/sanitize";
import { submitForm } from "~/.server/kits/submit";
import { getContentObject, saveContentObject } from "~/.server/upstream/content";
import { FormErrors, KitFormElement, RichTextField, SubmitButton, useKitForm } from "~/components/form";
import { PageHead } from "~/components/page-head";
import { aboutSchema, FEATURE, MESSAGES, normalizeQuotes } from "~/lib/content-schemas";
import { formatDateTime } from "~/lib/format";
import "~/styles/content.css";
import { keepForm } from "~/lib/keep-form";
import { aboutText } from "~/lib/messages-content";

export async function loader({ context }: Route.LoaderArgs) {
  const { upstream } = requireUser(context);
  const row = await getContentObject(upstream, FEATURE.about);
  const content = typeof row?.datajson.content === "string" ? row.datajson.content : "";
  return { updatedAt: row?.created_at ?? null, content: sanitizeRichText(content) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { session, upstream } = requireUser(context);
  return submitForm(request, {
    session,
    schema: aboutSchema,
    // SPEC §5: quote characters become double quotes; then only safe HTML is kept.
    run: (value) => saveContentObject(upstream, FEATURE.about, { content: sanitizeRichText(normalizeQuotes(value.content)) }),
    success: (saved) => ({ flash: saved === "updated" ? MESSAGES.updated : MESSAGES.inserted, reset: true }),
    failure: MESSAGES.updateError,
  });
}

// A post that fails on the way keeps the form and says so (app/lib/keep-form.ts).
export const clientAction = keepForm();

export default function About({ loaderData, actionData }: Route.ComponentProps) {
  // No default value: after a save the editor shows what the loader read; after a failure, what was typed.
  const kit = useKitForm({ schema: aboutSchema, reply: actionData });
  return (
    <Flex direction="column" gap="4">
      <PageHead
        actions={
          loaderData.updatedAt && (
            <Text size="2" color="gray">
              {aboutText.lastSaved} {formatDateTime(loaderData.updatedAt)}
            </Text>
          )
        }
      />
      <KitFormElement kit={kit}>
        <Card size="3">
          <Flex direction="column" gap="3">
            <Text as="p" size="2" color="gray">
              {aboutText.intro}
            </Text>
            {/* Re-mounted after each save so the editor shows what was stored. */}
            <RichTextField key={loaderData.content} field={kit.fields.content} label={aboutText.content} fallback={loaderData.content} />
            <FormErrors form={kit.form} />
            <div className="form-actions">
              <SubmitButton saving={kit.saving} label="Save" />
            </div>
          </Flex>
        </Card>
      </KitFormElement>
      <Card size="3">
        <Heading as="h2" size="4" mb="3">
          {aboutText.preview}
        </Heading>
        <div className="content-preview rich-text" data-testid="about-preview" dangerouslySetInnerHTML={{ __html: loaderData.content }} />
      </Card>
    </Flex>
  );
}
