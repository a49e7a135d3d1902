import { getInputProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import { Text } from "@radix-ui/themes";
import { useEffect, useRef } from "react";
import { ID_EXAMPLE } from "~/lib/id-list";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type ItemFields = FieldMetadata<{ key: string; enabled?: boolean; invisible?: string }, any, string[]>;

/**
 * The switch rows of a feature configuration: per sub-feature a switch and its 'invisible' IDs.
 * The switch is a native checkbox (styled), so the form posts it without JavaScript.
 */
export function FeatureSwitches({ items, names, compact }: { items: ItemFields[]; names: Record<string, string>; compact?: boolean }) {
  if (items.length === 0) return <Text color="gray">Fitur ini tidak memiliki sub-fitur.</Text>;
  return (
    <div className={compact ? "feature-items compact" : "feature-items"} role="group" aria-label="Sub-fitur">
      <div className="feature-item feature-item-header" aria-hidden>
        <span>Sub-fitur (tampil di aplikasi)</span>
        <span>Invisible ID — tidak tampil untuk ID ini</span>
      </div>
      {items.map((item) => {
        const fields = item.getFieldset();
        const key = String(fields.key.initialValue ?? fields.key.value ?? "");
        const name = names[key] ?? key;
        const { key: enabledKey, ...enabled } = getInputProps(fields.enabled, { type: "checkbox" });
        const { key: invisibleKey, ...invisible } = getInputProps(fields.invisible, { type: "text", ariaAttributes: true });
        return (
          <div className="feature-item" key={item.key}>
            <input type="hidden" name={fields.key.name} value={key} />
            <div className="feature-item-head">
              <input key={enabledKey} {...enabled} className="switch" role="switch" aria-label={name} />
              <label htmlFor={fields.enabled.id} className="feature-item-name">
                <Text size="2" weight="medium">
                  {name}
                </Text>
                <Text size="1" color="gray" className="mono">
                  {key}
                </Text>
              </label>
            </div>
            <div className="field">
              <label htmlFor={fields.invisible.id} className="sr-only">
                Invisible ID untuk {name}
              </label>
              <input
                key={invisibleKey}
                {...invisible}
                className="native-input"
                placeholder={`invisible, mis. ${ID_EXAMPLE}`}
                aria-label={`Invisible ID untuk ${name}`}
                autoComplete="off"
                spellCheck={false}
              />
              {fields.invisible.errors?.length ? (
                <Text size="1" color="red" id={fields.invisible.errorId} role="alert">
                  {fields.invisible.errors[0]}
                </Text>
              ) : null}
            </div>
          </div>
        );
      })}
    </div>
  );
}

/** The general Invisible ID textarea (comma-separated, no spaces). */
export function InvisibleIdsField({ field, label = "Invisible ID", hint, placeholder = ID_EXAMPLE }: { field: FieldMetadata<string | undefined, any, string[]>; label?: string; hint?: string; placeholder?: string }) { // eslint-disable-line @typescript-eslint/no-explicit-any
  const { key, ...props } = getTextareaProps(field, { ariaAttributes: true });
  return (
    <div className="field">
      <label htmlFor={field.id}>
        <Text size="2" weight="medium">
          {label}
        </Text>
      </label>
      <textarea key={key} {...props} className="native-input" rows={3} placeholder={placeholder} spellCheck={false} aria-describedby={field.errors?.length ? field.errorId : `${field.id}-hint`} />
      <span className="hint" id={`${field.id}-hint`}>
        {hint ?? `Pisahkan dengan koma tanpa spasi, contoh: ${ID_EXAMPLE}`}
      </span>
      {field.errors?.length ? (
        <Text size="1" color="red" id={field.errorId} role="alert">
          {field.errors[0]}
        </Text>
      ) : null}
    </div>
  );
}

/**
 * SPEC §7 open_access / close_access from the browser: opening a corporate's configuration and
 * leaving it (another corporate, another page, or the tab closing: keepalive posts survive it).
 * `openLogged` says the server already logged this opening (a document request).
 */
export function useAccessLog(base: string, corp: { corp_code: string; name: string } | null, openLogged: boolean) {
  const alreadyOpen = useRef(openLogged);
  alreadyOpen.current = openLogged;
  const code = corp?.corp_code;
  const name = corp?.name ?? "";
  useEffect(() => {
    if (!code) return;
    const send = (event: "open_access" | "close_access") =>
      fetch(`/${base}/corporates`, { method: "POST", body: new URLSearchParams({ event, corp_code: code, corp_name: name }), keepalive: true, credentials: "same-origin" }).catch(() => {});
    let open = true;
    if (!alreadyOpen.current) send("open_access");
    const onHide = () => {
      if (open) send("close_access");
      open = false;
    };
    const onShow = (e: PageTransitionEvent) => {
      if (e.persisted && !open) {
        send("open_access");
        open = true;
      }
    };
    window.addEventListener("pagehide", onHide);
    window.addEventListener("pageshow", onShow);
    return () => {
      window.removeEventListener("pagehide", onHide);
      window.removeEventListener("pageshow", onShow);
      if (open) send("close_access");
    };
  }, [base, code, name]);
}

