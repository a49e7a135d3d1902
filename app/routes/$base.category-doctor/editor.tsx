import { Button, Card, Flex } from "@radix-ui/themes";
import { Link } from "react-router";
import { FormErrors, InputField, KitFormElement, SubmitButton, useKitForm } from "~/components/form";
import { PageHead } from "~/components/page-head";
import { categorySchema } from "~/lib/doctors";
import { MAX_TEXT } from "~/lib/schemas";
import type { loader } from "./editor.server";
import { categoryEditorText } from "~/lib/messages-doctors";
import { screenHref } from "~/lib/screen-table";
import "~/styles/content.css";

/** The form of add-category-doctor and detail-category-doctor/{idCat} (loader and action: ./editor.server.ts). */
type EditorData = Awaited<ReturnType<typeof loader>>;

export function CategoryEditor({ base, loaderData, actionData }: { base: string; loaderData: EditorData; actionData: unknown }) {
  const { category } = loaderData;
  const kit = useKitForm({ schema: categorySchema, reply: actionData, defaultValue: { name: category?.name ?? "" } });
  return (
    <Flex direction="column" gap="4">
      <PageHead />
      <KitFormElement kit={kit}>
        <Card size="3">
          <Flex direction="column" gap="4">
            <div className="form-grid">
              <InputField field={kit.fields.name} label={categoryEditorText.name} maxLength={MAX_TEXT} autoComplete="off" placeholder={categoryEditorText.nameHint} />
            </div>
            <FormErrors form={kit.form} />
            <div className="form-actions">
              <Button asChild variant="soft" color="gray">
                <Link to={screenHref("category-doctor", { base })}>{categoryEditorText.cancel}</Link>
              </Button>
              <SubmitButton saving={kit.saving} label={categoryEditorText.save} />
            </div>
          </Flex>
        </Card>
      </KitFormElement>
    </Flex>
  );
}
