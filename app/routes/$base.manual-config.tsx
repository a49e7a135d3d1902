import { Callout, Card, Flex, Heading, Text } from "@radix-ui/themes";
import { useEffect } from "react";
import type { Route } from "./+types/$base.manual-config";
import { configurableFeatures, featureShape, LOAD_ERROR } from "~/.server/features/feature-visibility";
import { requireUser } from "~/.server/guard";
import { FormError, submitForm } from "~/.server/kits/submit";
import { updateFeatureMulti, type MultiResult } from "~/.server/upstream/features";
import { loaderPart } from "~/.server/upstream/request";
import { FeatureSwitches, InvisibleIdsField, useLoadErrorNotice } from "~/components/feature-config";
import { FormErrors, KitFormElement, ListForm, NoScriptSubmit, SubmitButton, useKitForm } from "~/components/form";
import { useNotify } from "~/components/notices";
import { PageHead } from "~/components/page-head";
import { featureDefaults, manualConfigSchema, toJsonFeature } from "~/lib/feature-config";
import { featureTitle } from "~/lib/messages";
import "~/styles/members.css";
import { keepForm } from "~/lib/keep-form";
import { manualConfigText } from "~/lib/messages-features";

export async function loader({ url, context }: Route.LoaderArgs) {
  const { upstream } = requireUser(context);
  const features = await configurableFeatures(upstream);
  const wanted = url.searchParams.get("feature") ?? "";
  const feature = features.find((f) => f.name === wanted || f.id === wanted) ?? null;
  const shape = feature ? await loaderPart(`manual-config ${feature.id}`, featureShape(upstream, feature.id)) : null;
  const loadError = shape?.failure ? LOAD_ERROR : null;
  return { features, feature, items: shape?.value?.items ?? [], defaults: shape?.value ? featureDefaults(shape.value.items, null) : null, loadError };
}

type SaveResult = MultiResult & { feature: string };

export async function action({ request, context }: Route.ActionArgs) {
  const { session, upstream } = requireUser(context);
  let name = "";
  return submitForm(request, {
    session,
    schema: manualConfigSchema,
    async run(value): Promise<SaveResult> {
      const feature = (await configurableFeatures(upstream)).find((f) => f.name === value.feature);
      if (!feature) throw new FormError({ form: [manualConfigText.pickFeatureFirst] });
      name = feature.name;
      const shape = await featureShape(upstream, feature.id);
      const result = await updateFeatureMulti(upstream, { confid: shape.confid, corpids: value.corps, jsonfeature: toJsonFeature(value, shape.items) });
      return { ...result, feature: feature.name };
    },
    // The page shows which corporates were updated and which skipped (and says it with a notice).
    success: (result) => ({ extra: result }),
    failure: (error) => {
      console.error(`updateFeatureMulti ${name}: ${error.message}`);
      return { message: manualConfigText.errorUpdated(name, error.message) };
    },
  });
}

// A post that fails on the way keeps the form and says so (app/lib/keep-form.ts).
export const clientAction = keepForm();

export default function ManualConfig({ loaderData, actionData }: Route.ComponentProps) {
  const { features, feature, items, defaults, loadError } = loaderData;
  useLoadErrorNotice(loadError, feature?.id ?? "");

  return (
    <Flex direction="column" gap="4">
      <PageHead description={manualConfigText.intro} />
      <Card size="2">
        <ListForm preventScrollReset>
          <Flex gap="3" align="end" wrap="wrap">
            <div className="field picker">
              <label htmlFor="mc-feature">
                <Text size="2" weight="medium">
                  {manualConfigText.feature}
                </Text>
              </label>
              <select
                id="mc-feature"
                name="feature"
                className="native-select"
                defaultValue={feature?.name ?? ""}
                key={feature?.name ?? ""}
              >
                <option value="">{manualConfigText.pickFeature}</option>
                {features.map((f) => (
                  <option key={f.id} value={f.name}>
                    {featureTitle(f.name)} ({f.name})
                  </option>
                ))}
              </select>
            </div>
            <NoScriptSubmit label={manualConfigText.pick} />
          </Flex>
        </ListForm>
      </Card>
      {loadError && (
        <Callout.Root color="red" role="alert">
          <Callout.Text>{loadError}</Callout.Text>
        </Callout.Root>
      )}
      {feature && defaults && <ManualConfigForm key={feature.name} feature={feature.name} items={items} defaults={defaults} reply={actionData} />}
    </Flex>
  );
}

function ManualConfigForm({ feature, items, defaults, reply }: { feature: string; items: { key: string; name: string }[]; defaults: ReturnType<typeof featureDefaults>; reply: unknown }) {
  const notify = useNotify();
  const kit = useKitForm({ schema: manualConfigSchema, reply, id: `manual-${feature}`, defaultValue: { feature, corps: "", ...defaults }, constraint: true });
  const result = kit.extra as SaveResult | undefined;
  useEffect(() => {
    if (!result) return;
    notify(result.updated.length ? "success" : "error", result.updated.length ? `${result.feature} Success Updated!` : `${result.feature} Error Updated!`);
  }, [result, notify]);
  const names = Object.fromEntries(items.map((i) => [i.key, i.name]));
  const { fields } = kit;

  return (
    <Card size="2">
      <KitFormElement kit={kit} noValidate>
        <input type="hidden" name={fields.feature.name} value={feature} />
        <Flex direction="column" gap="4">
          <Heading as="h2" size="4">
            {featureTitle(feature)}
          </Heading>
          <FeatureSwitches items={fields.items.getFieldList()} names={names} />
          <InvisibleIdsField field={fields.invisible} label="Invisible ID" />
          <InvisibleIdsField
            field={fields.corps}
            label={manualConfigText.corporateIds}
            hint={manualConfigText.corporateIdsHint}
            placeholder={manualConfigText.corporateIdsExample}
          />
          <FormErrors form={kit.form} />
          {result && (
            <Callout.Root color={result.skipped.length ? (result.updated.length ? "amber" : "red") : "green"} role="status" data-testid="multi-result">
              <Callout.Text>
                <strong>{manualConfigText.updated(result.updated.length)}</strong>
                {result.updated.length ? `: ${result.updated.join(", ")}` : ""}
              </Callout.Text>
              {result.skipped.length > 0 && (
                <>
                  <Callout.Text>
                    <strong>{manualConfigText.skipped(result.skipped.length)}</strong>
                  </Callout.Text>
                  <ul className="result-list">
                    {result.skipped.map((s) => (
                      <li key={s.corp_code}>
                        <span className="mono">{s.corp_code}</span> — {manualConfigText.skipReason(s.reason)}
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </Callout.Root>
          )}
          <Flex justify="end">
            <SubmitButton saving={kit.saving} label={manualConfigText.save} />
          </Flex>
        </Flex>
      </KitFormElement>
    </Card>
  );
}
