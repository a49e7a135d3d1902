import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { Badge, Callout, Flex, Heading, Text } from "@radix-ui/themes";
import { useEffect, useRef, type ReactNode } from "react";
import { featureConfigSchema, SELECT_CORPORATE_FIRST, type CorporateOption, type FeatureItem } from "~/lib/feature-config";
import { ID_EXAMPLE } from "~/lib/id-list";
import { FieldError, FormErrors, KitFormElement, SubmitButton, SwitchField, TextareaField, useKitForm } from "./form";
import { useNotify } from "./notices";
import { featureConfigText } from "~/lib/messages-features";
import { screenHref } from "~/lib/screen-table";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type ItemFields = FieldMetadata<{ key: string; enabled?: boolean; invisible?: string }, any, string[]>;

/**
 * The switch rows of a feature configuration: per sub-feature a switch and its 'invisible' IDs.
 * The switch is a native checkbox (styled), so the form posts it without JavaScript.
 */
export function FeatureSwitches({ items, names, compact }: { items: ItemFields[]; names: Record<string, string>; compact?: boolean }) {
  if (items.length === 0) return <Text color="gray">{featureConfigText.noSubFeatures}</Text>;
  return (
    <div className={compact ? "feature-items compact" : "feature-items"} role="group" aria-label={featureConfigText.subFeatures}>
      <div className="feature-item feature-item-header" aria-hidden>
        <span>{featureConfigText.subFeaturesHead}</span>
        <span>{featureConfigText.invisibleHead}</span>
      </div>
      {items.map((item) => {
        const fields = item.getFieldset();
        const key = String(fields.key.initialValue ?? fields.key.value ?? "");
        const name = names[key] ?? key;
        const { key: invisibleKey, ...invisible } = getInputProps(fields.invisible, { type: "text", ariaAttributes: true });
        return (
          <div className="feature-item" key={item.key}>
            <input type="hidden" name={fields.key.name} value={key} />
            <SwitchField
              field={fields.enabled}
              label={name}
              hint={
                <Text size="1" color="gray" className="mono">
                  {key}
                </Text>
              }
            />
            <div className="field">
              <label htmlFor={fields.invisible.id} className="sr-only">
                {featureConfigText.invisibleFor(name)}
              </label>
              <input
                key={invisibleKey}
                {...invisible}
                className="native-input"
                placeholder={featureConfigText.invisibleHint(ID_EXAMPLE)}
                aria-label={featureConfigText.invisibleFor(name)}
                autoComplete="off"
                spellCheck={false}
              />
              <FieldError errors={fields.invisible.errors} id={fields.invisible.errorId} />
            </div>
          </div>
        );
      })}
    </div>
  );
}

/** An ID list (comma-separated, no spaces): the general Invisible ID, Manual Config's Corporate ID. */
export function InvisibleIdsField({ field, label = "Invisible ID", hint, placeholder = ID_EXAMPLE }: { field: FieldMetadata<string | undefined, any, string[]>; label?: string; hint?: string; placeholder?: string }) { // eslint-disable-line @typescript-eslint/no-explicit-any
  return <TextareaField field={field} label={label} description={hint ?? featureConfigText.idListHint(ID_EXAMPLE)} placeholder={placeholder} />;
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
      fetch(screenHref("corporates", { base }), { method: "POST", body: new URLSearchParams({ event, corp_code: code, corp_name: name }), keepalive: true, credentials: "same-origin" }).catch(() => {});
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


export type FeatureConfigData = { id: string | null; items: FeatureItem[]; defaults: { items: { key: string; enabled: boolean; invisible: string }[]; invisible: string } };

/**
 * One corporate's switches of one feature (feature/{name} and the banner setting's panel): a
 * switch and invisible IDs per sub-feature and the general Invisible ID. Posts intent "features"
 * to its page's action (app/.server/features/feature-visibility.ts saveFeatureConfig).
 */
export function FeatureConfigForm(props: {
  corp: CorporateOption | null;
  config: FeatureConfigData | null;
  reply: unknown;
  submitLabel: string;
  /** Shown when no corporate is chosen. */
  emptyHint: string;
  labels: { saved: string; unsaved: string; invisible: string };
  compact?: boolean;
  /** The head above the switches (corporate name); defaults to a small line. */
  head?: (corp: CorporateOption, badge: ReactNode) => ReactNode;
}) {
  const { corp, config } = props;
  const kit = useKitForm({
    schema: featureConfigSchema,
    reply: props.reply,
    intent: "features",
    id: `features-${corp?.corp_code ?? "none"}`,
    defaultValue: { corp: corp?.corp_code ?? "", ...(config?.defaults ?? { items: [], invisible: "" }) },
    constraint: true,
  });
  const { fields } = kit;
  const corpError = fields.corp.errors?.[0];
  const notify = useNotify();
  useEffect(() => {
    if (corpError) notify("warning", corpError);
  }, [corpError, notify]);
  const names = Object.fromEntries((config?.items ?? []).map((i) => [i.key, i.name]));
  const badge = config && (
    <Badge color={config.id ? "teal" : "gray"} variant="soft">
      {config.id ? props.labels.saved : props.labels.unsaved}
    </Badge>
  );

  return (
    <KitFormElement kit={kit} noValidate>
      <input type="hidden" name={fields.corp.name} value={corp?.corp_code ?? ""} />
      <Flex direction="column" gap={props.compact ? "3" : "4"}>
        {corp && config ? (
          (props.head?.(corp, badge) ?? (
            <Flex justify="between" align="center" gap="2" wrap="wrap">
              <Text size="2" weight="medium">
                {corp.name} <span className="mono">({corp.corp_code})</span>
              </Text>
              {badge}
            </Flex>
          ))
        ) : (
          <Text size="2" color="gray">
            {props.emptyHint}
          </Text>
        )}
        {corpError && (
          <Callout.Root color="red" role="alert" size="1">
            <Callout.Text>{corpError === SELECT_CORPORATE_FIRST ? SELECT_CORPORATE_FIRST : corpError}</Callout.Text>
          </Callout.Root>
        )}
        {config && corp && (
          <>
            <FeatureSwitches items={fields.items.getFieldList()} names={names} compact={props.compact} />
            <InvisibleIdsField field={fields.invisible} label={props.labels.invisible} />
          </>
        )}
        <FormErrors form={kit.form} />
        <Flex justify="end">
          <SubmitButton saving={kit.saving} label={props.submitLabel} />
        </Flex>
      </Flex>
    </KitFormElement>
  );
}

/** A feature screen's load failure ('Get Geature Corporate Error') as a notice too. */
export function useLoadErrorNotice(loadError: string | null, corp: string) {
  const notify = useNotify();
  useEffect(() => {
    if (loadError) notify("error", loadError);
  }, [loadError, corp, notify]);
}

/** The heading variant of the feature screen: the corporate's name as a title. */
export function CorporateHead({ corp, badge }: { corp: CorporateOption; badge: ReactNode }) {
  return (
    <Flex justify="between" align="center" wrap="wrap" gap="2">
      <div>
        <Heading as="h2" size="4">
          {corp.name}
        </Heading>
        <Text size="2" color="gray">
          <span className="mono">{corp.corp_code}</span>
        </Text>
      </div>
      {badge}
    </Flex>
  );
}
