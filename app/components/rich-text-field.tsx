import { TextArea } from "@radix-ui/themes";
import { lazy, useRef, type RefObject } from "react";
import { ClientOnly } from "./client-only";

const RichTextEditor = lazy(() => import("./rich-text-editor"));

type Props = { name: string; label: string; defaultValue: string; invalid?: boolean; errorId?: string; onChange?: (html: string) => void };

/**
 * A rich-text form field. The server renders a plain HTML textarea under the same name, so the
 * form saves without JavaScript. In the browser the slate editor replaces it once its code has
 * arrived (seconds on a slow link); whatever was typed into the textarea meanwhile — before
 * React took over, and while the editor loads — is carried into the editor, never dropped.
 */
export function RichTextField(props: Props) {
  // What the textarea holds now: the stored value, then every keystroke.
  const typed = useRef(props.defaultValue);
  const fallback = <PlainText {...props} typed={typed} />;
  return <ClientOnly fallback={fallback}>{() => <Editor {...props} typed={typed} />}</ClientOnly>;
}

/** The textarea. A new one (after hydration, while the editor loads) starts from what was typed. */
function PlainText({ typed, ...props }: Props & { typed: RefObject<string> }) {
  return (
    <TextArea
      ref={(element) => {
        // The server's textarea may hold text typed before React took over.
        if (element) typed.current = element.value;
      }}
      name={props.name}
      defaultValue={typed.current}
      onChange={(event) => (typed.current = event.target.value)}
      aria-label={props.label}
      aria-invalid={props.invalid || undefined}
      aria-describedby={props.invalid ? props.errorId : undefined}
      className="rte-fallback"
      resize="vertical"
    />
  );
}

/** Rendered (again) when the editor's code has arrived, so it reads what was typed up to then. */
function Editor({ typed, ...props }: Props & { typed: RefObject<string> }) {
  return <RichTextEditor name={props.name} label={props.label} defaultValue={typed.current} invalid={props.invalid} onChange={props.onChange} />;
}
