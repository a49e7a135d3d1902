import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { Callout, Text, TextField } from "@radix-ui/themes";
import type { ComponentProps } from "react";

/**
 * A labelled input bound to a Conform field: the one way forms show a field and its error.
 * The value typed stays after a failed submit (Conform's defaultValue from lastResult).
 */
export function Field({
  field,
  label,
  type = "text",
  ...rest
}: { field: FieldMetadata<string | undefined>; label: string; type?: "text" | "password" | "email" | "date" | "url" | "number" } & Omit<
  ComponentProps<typeof TextField.Root>,
  "type" | "name" | "form"
>) {
  const { key, ...inputProps } = getInputProps(field, { type, ariaAttributes: true });
  return (
    <div className="field">
      <label htmlFor={field.id}>
        <Text size="2" weight="medium">
          {label}
        </Text>
      </label>
      <TextField.Root key={key} {...inputProps} {...rest} />
      {field.errors?.length ? (
        <Text size="1" color="red" id={field.errorId} role="alert">
          {field.errors[0]}
        </Text>
      ) : null}
    </div>
  );
}

/** Form-level errors (e.g. the platform's message), shown above the buttons. */
export function FormErrors({ errors, id }: { errors?: string[]; id?: string }) {
  if (!errors?.length) return null;
  return (
    <Callout.Root color="red" role="alert" id={id} size="1">
      <Callout.Text>{errors[0]}</Callout.Text>
    </Callout.Root>
  );
}
