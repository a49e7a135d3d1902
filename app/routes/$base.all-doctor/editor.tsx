import { Button, Card, Flex, Text } from "@radix-ui/themes";
import { Link } from "react-router";
import { FormErrors, InputField, KitFormElement, MediaField, SelectField, SubmitButton, useKitForm } from "~/components/form";
import { PageHead } from "~/components/page-head";
import { doctorSchema } from "~/lib/doctors";
import { MAX_TEXT } from "~/lib/schemas";
import type { loader } from "./editor.server";
import { doctorEditorText } from "~/lib/messages-doctors";
import { screenHref } from "~/lib/screen-table";
import "~/styles/content.css";

/** The form of add-doctor and detail-doctor/{idDoc} (loader and action: ./editor.server.ts). */
type EditorData = Awaited<ReturnType<typeof loader>>;

export function DoctorEditor({ base, loaderData, actionData }: { base: string; loaderData: EditorData; actionData: unknown }) {
  const { doctor, categories, noJsImages } = loaderData;
  const kit = useKitForm({
    schema: doctorSchema,
    reply: actionData,
    defaultValue: { name: doctor?.name ?? "", category: doctor?.category ?? "", image: doctor?.image ?? "" },
  });
  const { fields } = kit;
  return (
    <Flex direction="column" gap="4">
      <PageHead description={doctorEditorText.intro} />
      {categories.length === 0 && (
        <Text as="p" size="2">
          {doctorEditorText.noCategories.before} <Link to={screenHref("add-category-doctor", { base })}>{doctorEditorText.noCategories.link}</Link> {doctorEditorText.noCategories.after}
        </Text>
      )}
      <KitFormElement kit={kit}>
        <Card size="3">
          <Flex direction="column" gap="4">
            <div className="form-grid">
              <InputField field={fields.name} label={doctorEditorText.name} maxLength={MAX_TEXT} autoComplete="off" placeholder={doctorEditorText.nameHint} />
              <SelectField field={fields.category} label={doctorEditorText.category} options={categories} placeholder={doctorEditorText.pickCategory} />
              <div className="span-2">
                <MediaField field={fields.image} base={base} label={doctorEditorText.image} type="image" provider noJsChoices={noJsImages} />
              </div>
            </div>
            <FormErrors form={kit.form} />
            <div className="form-actions">
              <Button asChild variant="soft" color="gray">
                <Link to={screenHref("all-doctor", { base })}>{doctorEditorText.cancel}</Link>
              </Button>
              <SubmitButton saving={kit.saving} label={doctorEditorText.save} />
            </div>
          </Flex>
        </Card>
      </KitFormElement>
    </Flex>
  );
}
