import { TextArea } from "@radix-ui/themes";
import { lazy, useRef } from "react";
import { ClientOnly } from "./client-only";

const RichTextEditor = lazy(() => import("./rich-text-editor"));

/**
 * A rich-text form field. The server renders a plain HTML textarea under the same name, so the
 * form saves without JavaScript; in the browser the slate editor replaces it once loaded, and
 * starts from whatever was typed into the textarea meanwhile (slow networks).
 */
export function RichTextField(props: { name: string; label: string; defaultValue: string; invalid?: boolean; errorId?: string; onChange?: (html: string) => void }) {
  const typed = useRef(props.defaultValue);
  const fallback = (
    <TextArea
      ref={(element) => {
        if (element) typed.current = element.value;
      }}
      name={props.name}
      defaultValue={props.defaultValue}
      onChange={(event) => (typed.current = event.target.value)}
      aria-label={props.label}
      aria-invalid={props.invalid || undefined}
      aria-describedby={props.invalid ? props.errorId : undefined}
      rows={10}
      resize="vertical"
    />
  );
  return (
    <ClientOnly fallback={fallback}>
      {() => <RichTextEditor name={props.name} label={props.label} defaultValue={typed.current} invalid={props.invalid} onChange={props.onChange} />}
    </ClientOnly>
  );
}
