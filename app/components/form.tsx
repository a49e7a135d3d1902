import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm, type FieldMetadata, type FormMetadata } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Button, Callout, Text, TextField } from "@radix-ui/themes";
import { createContext, use, useCallback, useEffect, useId, useRef, useState, type ComponentProps, type ReactNode } from "react";
import { Form, useLocation, useNavigation, useSubmit } from "react-router";
import type { z } from "zod";
import type { MediaItem, MediaType } from "~/lib/media";
import { ChangedContext } from "./form-changed";
import { replyFor } from "~/lib/form-reply";
import { NoScript } from "./client-only";
import { parseDay } from "~/lib/day";
import { DRAFT_FILES_AGAIN, DRAFT_RESTORED, takeDraft } from "~/lib/keep-form";
import { LeaveGuardContext } from "./leave-guard";
import { useNotify } from "./notices";
import { useShell } from "./shell-data";
import { MediaPickerField } from "./media-picker-field";
import { RichTextField as RichTextEditorField } from "./rich-text-field";
import { formKitText } from "~/lib/messages-shell";

/**
 * The form kit: one hook around Conform's useForm and one set of fields (label, control,
 * description, error), so every form validates the same way in the browser and in its action
 * (app/.server/kits/submit.ts) and keeps what was typed after a failed submit.
 */

// Conform's metadata of any field: the kit does not care about the form's own shape.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyField<Value = unknown> = FieldMetadata<Value, any, string[]>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type KitFormMetadata = FormMetadata<any, string[]>;



/**
 * One form of a page. `reply` is the route's actionData: only the reply of this form's intent
 * is applied, and only once the navigation is idle (so old errors do not flash while saving).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type FormSchema = z.ZodType<any, Record<string, any>>;

export function useKitForm<Schema extends FormSchema>(options: {
  schema: Schema;
  reply: unknown;
  intent?: string;
  id?: string;
  defaultValue?: Record<string, unknown>;
  /** Adds the schema's constraints (required, maxLength…) as HTML attributes. */
  constraint?: boolean;
  validateOn?: "onSubmit" | "onBlur" | "onInput";
}) {
  const intent = options.intent ?? "save";
  const navigation = useNavigation();
  const reply = replyFor(options.reply, intent);
  const [form, fields] = useForm<z.input<Schema>, z.output<Schema>>({
    id: options.id,
    lastResult: navigation.state === "idle" ? reply?.result : null,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    defaultValue: options.defaultValue as any,
    constraint: options.constraint ? getZodConstraint(options.schema) : undefined,
    shouldValidate: options.validateOn ?? "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: options.schema }),
  });
  const saving = navigation.state === "submitting" && (navigation.formData?.get("intent") ?? "save") === intent;
  const idle = navigation.state === "idle";
  return { form, fields, intent, saving, extra: idle ? reply?.extra : undefined, retry: idle && reply?.retry === true };
}

/** Whether the form's last post failed on the way (app/lib/keep-form.ts): its errors then offer to send again. */
const RetryContext = createContext(false);

/**
 * The <Form> of a kit form: posts its intent, works without JavaScript. Once something was typed
 * into it, leaving the page (a link, back, closing the tab) asks first, so work is not lost
 * (`guard={false}` for forms that hold nothing worth keeping, such as the login).
 */
export function KitFormElement({
  kit,
  children,
  guard = true,
  ...rest
}: { kit: { form: KitFormMetadata; intent: string; retry?: boolean }; children: ReactNode; guard?: boolean } & Omit<ComponentProps<typeof Form>, "method" | "id" | "onSubmit">) {
  const { onSubmit, ...formProps } = getFormProps(kit.form);
  const leave = useLeaveGuard(guard);
  useSessionDraft(kit, leave.touched);
  // A refused save leaves what was typed unsaved: guard it again.
  const refused = kit.form.status === "error";
  useEffect(() => {
    if (refused) leave.refused();
  }, [refused]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <Form
      method="post"
      {...formProps}
      {...rest}
      onInput={leave.touched}
      onSubmit={(event) => {
        onSubmit(event);
        // A list button (add, remove) is Conform's intent, handled in the page: a change, not a save.
        const submitter = (event.nativeEvent as SubmitEvent).submitter;
        if (submitter?.getAttribute("name") === "__intent__") leave.listChanged();
        else if (!event.defaultPrevented) leave.saved();
      }}
    >
      <input type="hidden" name="intent" value={kit.intent} />
      <ChangedContext value={leave.touched}>
        <RetryContext value={kit.retry === true}>{children}</RetryContext>
      </ChangedContext>
    </Form>
  );
}

/**
 * What this form held when its save met an ended session (kept by keepForm, app/lib/keep-form.ts)
 * comes back once, after the same account has signed in again on this screen; the page says so.
 */
function useSessionDraft(kit: { form: KitFormMetadata; intent: string }, touched: () => void) {
  const { user } = useShell();
  const { pathname } = useLocation();
  const notify = useNotify();
  useEffect(() => {
    if (!user.username) return;
    const draft = takeDraft(pathname, kit.intent, user.username);
    if (!draft) return;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the kit does not know the form's shape
    kit.form.update({ value: draft.value as any });
    touched();
    notify("warning", draft.hadFiles ? `${DRAFT_RESTORED} ${DRAFT_FILES_AGAIN}` : DRAFT_RESTORED, 12_000);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
}

/** One form's part in the page's guard: whether it holds input that was not saved. */
function useLeaveGuard(enabled: boolean) {
  const guard = use(LeaveGuardContext);
  const key = useId();
  const dirty = useRef(false);
  // Whether the form held unsaved input when it was last submitted.
  const submittedDirty = useRef(false);
  const set = (value: boolean) => {
    dirty.current = value;
    guard?.mark(key, enabled && value);
  };
  useEffect(() => () => guard?.mark(key, false), [guard, key]);
  return {
    touched: () => set(true),
    // A list intent may go to the server and come back as a refusal (a new empty row): still unsaved.
    listChanged: () => {
      submittedDirty.current = true;
      set(true);
    },
    saved: () => {
      submittedDirty.current = dirty.current;
      set(false);
    },
    refused: () => set(submittedDirty.current),
  };
}

/** The submit button: disabled and relabelled while its form is being saved. */
export function SubmitButton({ saving, label, savingLabel = formKitText.saving, ...rest }: { saving: boolean; label: ReactNode; savingLabel?: ReactNode } & Omit<ComponentProps<typeof Button>, "type">) {
  return (
    <Button type="submit" disabled={saving} {...rest}>
      {saving ? savingLabel : label}
    </Button>
  );
}

/** A label marked required (SPEC's "marked required in labels"); the page says what * means. */
export function Required({ children }: { children: ReactNode }) {
  return (
    <>
      {children} <span aria-hidden="true">*</span>
    </>
  );
}

/** A value shown among the fields but not edited (a provider code). */
export function ReadOnlyField({ label, value }: { label: ReactNode; value: ReactNode }) {
  return (
    <div className="field">
      <Text as="div" size="2" weight="medium">
        {label}
      </Text>
      <Text as="div" size="3" className="mono" mt="2">
        {value}
      </Text>
    </div>
  );
}

/** Label, control, description and error of one field: the one markup of the console. */
export function FieldShell(props: {
  id?: string;
  label: ReactNode;
  /** For controls that are not labelable by `for` (a group): the label's own id. */
  labelId?: string;
  description?: ReactNode;
  descriptionId?: string;
  errors?: string[];
  errorId?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={props.className ? `field ${props.className}` : "field"}>
      {props.id ? (
        <label htmlFor={props.id} id={props.labelId}>
          <Text size="2" weight="medium">
            {props.label}
          </Text>
        </label>
      ) : (
        <Text size="2" weight="medium" id={props.labelId}>
          {props.label}
        </Text>
      )}
      {props.children}
      {props.description ? (
        <span className="hint" id={props.descriptionId}>
          {props.description}
        </span>
      ) : null}
      <FieldError errors={props.errors} id={props.errorId} />
    </div>
  );
}

/** A field's first error, announced to screen readers. */
export function FieldError({ errors, id }: { errors?: string[]; id?: string }) {
  if (!errors?.length) return null;
  return (
    <Text size="1" color="red" id={id} role="alert">
      {errors[0]}
    </Text>
  );
}

type InputType = "text" | "password" | "email" | "url" | "number" | "search";

/** A text input (Radix TextField) bound to a Conform field. */
export function InputField({
  field,
  label,
  description,
  type = "text",
  className,
  ...rest
}: { field: AnyField; label: ReactNode; description?: ReactNode; type?: InputType; className?: string } & Omit<ComponentProps<typeof TextField.Root>, "type" | "name" | "form" | "className">) {
  const { key, ...inputProps } = getInputProps(field as AnyField<string>, { type, ariaAttributes: true, ariaDescribedBy: description ? field.descriptionId : undefined });
  return (
    <FieldShell id={field.id} label={label} description={description} descriptionId={field.descriptionId} errors={field.errors} errorId={field.errorId} className={className}>
      <TextField.Root key={key} {...inputProps} {...rest} />
    </FieldShell>
  );
}

/** A native file input bound to a Conform field (an attachment, a photo): it posts with the form, also without JavaScript. */
export function FileField({ field, label, accept, description }: { field: AnyField; label: ReactNode; accept: string; description?: ReactNode }) {
  const describedBy = [description ? field.descriptionId : "", field.errors ? field.errorId : ""].filter(Boolean).join(" ");
  return (
    <FieldShell id={field.id} label={label} description={description} descriptionId={field.descriptionId} errors={field.errors} errorId={field.errorId}>
      <input id={field.id} name={field.name} type="file" accept={accept} aria-invalid={field.errors ? true : undefined} aria-describedby={describedBy || undefined} />
    </FieldShell>
  );
}

/**
 * A plain textarea bound to a Conform field (comma lists, descriptions). With `counter` and a
 * maxLength it says how many characters are left, so a reply is never cut silently.
 */
export function TextareaField({
  field,
  label,
  description,
  className,
  counter,
  ...rest
}: { field: AnyField; label: ReactNode; description?: ReactNode; className?: string; counter?: boolean } & Omit<ComponentProps<"textarea">, "name" | "form" | "className" | "defaultValue">) {
  const counted = counter && rest.maxLength ? rest.maxLength : undefined;
  const { key, ...props } = getTextareaProps(field as AnyField<string>, { ariaAttributes: true, ariaDescribedBy: description || counted ? field.descriptionId : undefined });
  const hint = counted ? (
    <>
      {description ? <>{description} </> : null}
      <CharsLeft fieldId={field.id} max={counted} initial={typeof field.initialValue === "string" ? field.initialValue.length : 0} />
    </>
  ) : (
    description
  );
  return (
    <FieldShell id={field.id} label={label} description={hint} descriptionId={field.descriptionId} errors={field.errors} errorId={field.errorId} className={className}>
      <textarea key={key} {...props} className="native-input" rows={3} spellCheck={false} {...rest} />
    </FieldShell>
  );
}

/** "Sisa n dari max karakter", following what is typed into the field (server-rendered with the start value). */
function CharsLeft({ fieldId, max, initial }: { fieldId: string; max: number; initial: number }) {
  const [used, setUsed] = useState(initial);
  useEffect(() => {
    const field = document.getElementById(fieldId) as HTMLTextAreaElement | null;
    if (!field) return;
    const update = () => setUsed(field.value.length);
    update();
    field.addEventListener("input", update);
    field.form?.addEventListener("reset", () => setTimeout(update));
    return () => field.removeEventListener("input", update);
  }, [fieldId]);
  const left = Math.max(0, max - used);
  return (
    <span className={left === 0 ? "chars-left chars-left-none" : "chars-left"}>
      {formKitText.charsLeft(left, max)}
    </span>
  );
}

/** A native select (works without JavaScript, keyboard and screen readers as is). */
export function SelectField({
  field,
  label,
  description,
  options,
  placeholder,
  className,
  ...rest
}: {
  field: AnyField;
  label: ReactNode;
  description?: ReactNode;
  options: readonly { value: string; label: string }[];
  /** A first, empty choice. */
  placeholder?: string;
  className?: string;
} & Omit<ComponentProps<"select">, "name" | "form" | "className" | "defaultValue">) {
  const { key, ...props } = getSelectProps(field as AnyField<string>, { ariaAttributes: true, ariaDescribedBy: description ? field.descriptionId : undefined });
  return (
    <FieldShell id={field.id} label={label} description={description} descriptionId={field.descriptionId} errors={field.errors} errorId={field.errorId} className={className}>
      <select key={key} {...props} className="native-select" {...rest}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

/**
 * A GET form of a list's state (search, page size, filters). It leaves empty fields out of the
 * URL; its selects apply half a second after the last change, so the arrow keys step through a
 * select without reloading the list at each step (Enter or leaving the select applies at once).
 * Without JavaScript it is a plain GET form with its submit button.
 */
export function ListForm({ children, ...rest }: { children: ReactNode } & Omit<ComponentProps<typeof Form>, "method" | "onSubmit" | "onChange" | "onKeyDown" | "onBlur">) {
  const submit = useSubmit();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const send = (form: HTMLFormElement) => {
    clearTimeout(timer.current);
    timer.current = undefined;
    const fields = new FormData();
    // Days go into the URL as YYYY-MM-DD (SPEC §9, as links and curl send them); one that does not read stays as typed, for the server to say so.
    const days = new Set(Array.from(form.querySelectorAll<HTMLInputElement>("input[data-day]"), (input) => input.name));
    for (const [key, value] of new FormData(form)) if (value !== "") fields.append(key, days.has(key) && typeof value === "string" ? (parseDay(value) ?? value) : value);
    submit(fields, { method: "get", action: form.getAttribute("action") ?? undefined, preventScrollReset: true });
  };
  const isSelect = (target: EventTarget) => target instanceof HTMLSelectElement && target.dataset.apply !== "manual";
  return (
    <Form
      method="get"
      {...rest}
      onSubmit={(event) => {
        event.preventDefault();
        send(event.currentTarget);
      }}
      onChange={(event) => {
        if (!isSelect(event.target)) return;
        clearTimeout(timer.current);
        const form = event.currentTarget;
        timer.current = setTimeout(() => send(form), 500);
      }}
      onKeyDown={(event) => {
        if (event.key === "Enter" && isSelect(event.target)) {
          event.preventDefault();
          send(event.currentTarget);
        }
      }}
      onBlur={(event) => {
        if (timer.current && isSelect(event.target)) send(event.currentTarget);
      }}
    >
      {children}
    </Form>
  );
}

/**
 * The submit button of a ListForm whose selects apply themselves: only a browser without
 * JavaScript needs it, so it is rendered inside <noscript> and nothing moves when the page hydrates.
 */
export function NoScriptSubmit({ label }: { label: ReactNode }) {
  return (
    <NoScript>
      <Button type="submit" variant="soft">
        {label}
      </Button>
    </NoScript>
  );
}

/**
 * A control's value that follows the URL (back/forward) without remounting it, so focus stays.
 * What was typed into the server's HTML before the page hydrated is kept: the returned ref reads the
 * control once it is React's, and the URL's value replaces the control's only when the URL changes
 * (not at mount, which used to wipe a search typed on a slow connection).
 */
export function useUrlValue(value: string): [string, (next: string) => void, (node: HTMLInputElement | HTMLSelectElement | null) => void] {
  const [current, setCurrent] = useState(value);
  const followed = useRef(value);
  useEffect(() => {
    if (followed.current === value) return;
    followed.current = value;
    setCurrent(value);
  }, [value]);
  const keepTyped = useCallback((node: HTMLInputElement | HTMLSelectElement | null) => {
    if (node && node.value !== followed.current) setCurrent(node.value);
  }, []);
  return [current, setCurrent, keepTyped];
}

/**
 * A labelled native select outside Conform: list filters and pickers in GET forms (ListForm). It
 * shows the URL's choice, also after back/forward.
 */
export function FilterSelect({
  label,
  name,
  value,
  options,
  placeholder,
  className,
  description,
  ...rest
}: {
  label: ReactNode;
  name: string;
  value: string;
  options: readonly { value: string; label: string }[];
  placeholder?: string;
  className?: string;
  description?: ReactNode;
} & Omit<ComponentProps<"select">, "name" | "defaultValue" | "value" | "className">) {
  const id = useId();
  const [current, setCurrent, keepTyped] = useUrlValue(value);
  return (
    <FieldShell id={id} label={label} className={className} description={description}>
      <select
        id={id}
        ref={keepTyped}
        name={name}
        className="native-select"
        value={current}
        {...rest}
        onChange={(event) => {
          setCurrent(event.target.value);
          rest.onChange?.(event);
        }}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

/** A text filter of a GET list form (a username, a record id): it shows the URL's value, also after back/forward. */
export function FilterText({ label, name, value, maxLength, className, placeholder }: { label: ReactNode; name: string; value: string; maxLength: number; className?: string; placeholder?: string }) {
  const id = useId();
  const [current, setCurrent, keepTyped] = useUrlValue(value);
  return (
    <FieldShell id={id} label={label} className={className}>
      <input
        id={id}
        ref={keepTyped}
        type="text"
        name={name}
        className="native-input"
        value={current}
        maxLength={maxLength}
        placeholder={placeholder}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => setCurrent(event.target.value)}
      />
    </FieldShell>
  );
}

/** An on/off switch: a native checkbox (role switch), so the form posts it without JavaScript. */
export function SwitchField({ field, label, hint }: { field: AnyField; label: string; hint?: ReactNode }) {
  const { key, ...props } = getInputProps(field as AnyField<boolean>, { type: "checkbox" });
  return (
    <div className="switch-field">
      {/* A native checkbox exposes its checked state itself; aria-checked would go stale. */}
      {/* eslint-disable-next-line jsx-a11y/role-has-required-aria-props */}
      <input key={key} {...props} className="switch" role="switch" aria-label={label} />
      <label htmlFor={field.id} className="switch-label">
        <Text size="2" weight="medium">
          {label}
        </Text>
        {hint}
      </label>
    </div>
  );
}

/** A media URL chosen from the library (dialog with JavaScript, recent items as radios without). */
export function MediaField({
  field,
  base,
  label,
  type,
  noJsChoices,
  provider,
  fallback = "",
}: {
  field: AnyField;
  base: string;
  label: string;
  type: MediaType;
  noJsChoices?: MediaItem[];
  provider?: boolean;
  /** The stored value, when the form has no initial value of its own. */
  fallback?: string;
}) {
  return (
    <MediaPickerField
      base={base}
      name={field.name}
      label={label}
      type={type}
      provider={provider}
      defaultValue={(field.initialValue as string | undefined) ?? fallback}
      errors={field.errors}
      errorId={field.errorId}
      noJsChoices={noJsChoices}
    />
  );
}

/** Rich text (slate in the browser, a textarea without JavaScript) bound to a Conform field. */
export function RichTextField({ field, label, fallback = "" }: { field: AnyField; label: string; fallback?: string }) {
  const labelId = `${field.id}-label`;
  return (
    <FieldShell label={label} labelId={labelId} errors={field.errors} errorId={field.errorId}>
      {/* Conform's key changes when it puts a value back (a session draft, a kept post): the editor starts again from it. */}
      <RichTextEditorField key={field.key} name={field.name} label={label} defaultValue={(field.initialValue as string | undefined) ?? fallback} invalid={!!field.errors?.length} errorId={field.errorId} />
    </FieldShell>
  );
}

/** Form-level errors (e.g. the platform's message), shown above the buttons. */
/** The form's own error; two errors are a titled message (title, then text: submit.ts `title`). */
export function FormErrors({ form }: { form: KitFormMetadata }) {
  const retry = use(RetryContext);
  if (!form.errors?.length) return null;
  const [first, second] = form.errors;
  return (
    <Callout.Root color="red" role="alert" id={form.errorId} size="1">
      {second === undefined ? (
        <Callout.Text>{first}</Callout.Text>
      ) : (
        <Callout.Text>
          <strong>{first}</strong> {second}
        </Callout.Text>
      )}
      {retry ? (
        <Button type="submit" size="1" variant="soft" color="red" className="form-retry">
          {formKitText.retry}
        </Button>
      ) : null}
    </Callout.Root>
  );
}
