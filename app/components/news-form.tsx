import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Button, Card, Flex, Text } from "@radix-ui/themes";
import { Form, Link, useNavigation } from "react-router";
import { MAX_LINK, MAX_TITLE, newsSchema, type MediaItem } from "~/lib/content-schemas";
import { Field, FormErrors } from "./form";
import { MediaPickerField } from "./media-library-dialog";
import { RichTextField } from "./rich-text-field";
import "~/styles/content.css";

export type NewsValues = { title: string; author: string; link: string; image: string; content: string };

/**
 * Add and edit news (SPEC §2): title, author, link URL, rich-text content and an image from the
 * media library. All five are required ('Please FIll Data!'), in the browser and in the action.
 */
export function NewsForm(props: {
  base: string;
  defaultValue: NewsValues;
  lastResult: SubmissionResult<string[]> | null | undefined;
  noJsImages: MediaItem[];
  submitLabel: string;
}) {
  const navigation = useNavigation();
  const [form, fields] = useForm({
    lastResult: navigation.state === "idle" ? props.lastResult : null,
    defaultValue: props.defaultValue,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: newsSchema }),
  });
  const saving = navigation.state === "submitting";
  const contentValue = (fields.content.initialValue as string | undefined) ?? props.defaultValue.content;

  return (
    <Form method="post" {...getFormProps(form)}>
      <Card size="3">
        <Flex direction="column" gap="4">
          <div className="form-grid">
            <Field field={fields.title} label="Title" maxLength={MAX_TITLE} />
            <Field field={fields.author} label="Author" maxLength={MAX_TITLE} />
            <div className="span-2">
              <Field field={fields.link} label="Link URL" type="url" maxLength={MAX_LINK} placeholder="https://…" />
            </div>
            <div className="span-2">
              <MediaPickerField
                base={props.base}
                name={fields.image.name}
                label="Image"
                type="image"
                defaultValue={(fields.image.initialValue as string | undefined) ?? props.defaultValue.image}
                errors={fields.image.errors}
                errorId={fields.image.errorId}
                noJsChoices={props.noJsImages}
              />
            </div>
            <div className="span-2 field">
              <Text size="2" weight="medium" id={`${fields.content.id}-label`}>
                Content
              </Text>
              <RichTextField name={fields.content.name} label="Content" defaultValue={contentValue} invalid={!!fields.content.errors?.length} errorId={fields.content.errorId} />
              {fields.content.errors?.length ? (
                <Text size="1" color="red" id={fields.content.errorId} role="alert">
                  {fields.content.errors[0]}
                </Text>
              ) : null}
            </div>
          </div>
          <FormErrors errors={form.errors} id={form.errorId} />
          <div className="form-actions">
            <Button asChild variant="soft" color="gray">
              <Link to={`/${props.base}/news`}>Cancel</Link>
            </Button>
            <Button type="submit" disabled={saving}>
              {saving ? "Saving..." : props.submitLabel}
            </Button>
          </div>
        </Flex>
      </Card>
    </Form>
  );
}
