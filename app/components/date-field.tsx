import { lazy, Suspense, useId, useRef, useState, type ComponentProps, type ReactNode } from "react";
import { DAY_FORMAT, DAY_INVALID, parseDay, showDay } from "~/lib/day";
import { formatDay } from "~/lib/format";
import { dateText } from "~/lib/messages-kit";
import { useHydrated } from "./client-only";
import { FieldShell, useUrlValue, type AnyField } from "./form";

/*
 * Dates of the form kit (issue 27, point 6): one control, DayInput, for every date of the console,
 * in a Conform form (DateField) or a GET list form (FilterDate). A module of its own so that only
 * the screens with a date load it.
 */

/** The chosen day in Indonesian ("5 Maret 2025"), under a date field: the operator reads back what was typed. */
export function IndonesianDate({ value }: { value: string }) {
  const day = parseDay(value);
  return <span aria-live="polite">{day ? formatDay(day, false) : value.trim() ? DAY_INVALID : dateText.format(DAY_FORMAT)}</span>;
}

// The calendar comes with the first press of a date field's button, never with the page.
const DayCalendar = lazy(() => import("./day-calendar"));

/** Puts text into a field as typing would, so React, Conform and the leave guard all hear of it. */
function typeInto(input: HTMLInputElement, text: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!.call(input, text);
  input.dispatchEvent(new Event("input", { bubbles: true }));
}

/**
 * The one date control of the console: a text field that shows and takes DD-MM-YYYY whatever the
 * browser's language (a native date input shows its locale's order, mm/dd/yyyy in English), with
 * a calendar button once JavaScript runs. What is typed is what is posted: the server reads it
 * with parseDay (app/lib/day.ts), also from a form sent without JavaScript. A day typed another
 * way (5/3/2025, 2025-03-05) is written out as DD-MM-YYYY when the field is left.
 */
export function DayInput({ inputRef, labelId, ...props }: { inputRef?: (node: HTMLInputElement | null) => void; labelId?: string } & Omit<ComponentProps<"input">, "type" | "ref">) {
  const input = useRef<HTMLInputElement | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };
  return (
    <div className="day-input">
      <input
        type="text"
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        maxLength={10}
        placeholder={DAY_FORMAT}
        className="native-input"
        data-day=""
        {...props}
        ref={(node) => {
          input.current = node;
          inputRef?.(node);
        }}
        onBlur={(event) => {
          const day = parseDay(event.target.value);
          if (day && showDay(day) !== event.target.value) typeInto(event.target, showDay(day));
          props.onBlur?.(event);
        }}
      />
      {hydrated ? (
        <button ref={button} type="button" className="day-input-button" aria-label={dateText.pickInCalendar} aria-describedby={labelId} aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(!open)}>
          <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.5">
            <rect x="2" y="3" width="12" height="11" rx="1.5" />
            <path d="M2 6.5h12M5.5 1.5v3M10.5 1.5v3" />
          </svg>
        </button>
      ) : null}
      {open ? (
        <Suspense fallback={null}>
          <DayCalendar
            value={parseDay(input.current?.value)}
            label={dateText.pickDay}
            onClose={close}
            onPick={(day) => {
              if (input.current) typeInto(input.current, showDay(day));
              close(true);
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

/** A date bound to a Conform field (a banner's start and expiry): DD-MM-YYYY, see DayInput. */
export function DateField({ field, label, className }: { field: AnyField; label: ReactNode; className?: string }) {
  const labelId = `${field.id}-label`;
  const describedBy = [field.descriptionId, field.errors ? field.errorId : ""].filter(Boolean).join(" ");
  return (
    <FieldShell id={field.id} labelId={labelId} label={label} description={<IndonesianDate value={String(field.value ?? "")} />} descriptionId={field.descriptionId} errors={field.errors} errorId={field.errorId} className={className}>
      <DayInput key={field.key} id={field.id} name={field.name} labelId={labelId} defaultValue={showDay(field.initialValue as string | undefined)} aria-invalid={field.errors ? true : undefined} aria-describedby={describedBy} />
    </FieldShell>
  );
}

/**
 * A date of a GET list form (or a form outside Conform): DD-MM-YYYY on screen (DayInput), the
 * URL's day (YYYY-MM-DD, or DD-MM-YYYY from a form sent without JavaScript) shown as such, also
 * after back/forward.
 */
export function FilterDate({ label, name, value, className, errors }: { label: ReactNode; name: string; value: string; className?: string; errors?: string[] }) {
  const id = useId();
  const [current, setCurrent, keepTyped] = useUrlValue(showDay(value));
  const describedBy = [`${id}-hint`, errors?.length ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <FieldShell id={id} labelId={`${id}-label`} label={label} className={className} description={<IndonesianDate value={current} />} descriptionId={`${id}-hint`} errors={errors} errorId={`${id}-error`}>
      <DayInput id={id} inputRef={keepTyped} labelId={`${id}-label`} name={name} value={current} aria-invalid={errors?.length ? true : undefined} aria-describedby={describedBy} onChange={(event) => setCurrent(event.target.value)} />
    </FieldShell>
  );
}
