import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Button, Callout, Card, Flex, Heading, Text } from "@radix-ui/themes";
import { useEffect } from "react";
import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/$base.manual-config";
import { requireUser } from "~/.server/guard";
import type { RequestSession } from "~/.server/session";
import { getVisibility, updateFeatureMulti, type MultiResult } from "~/.server/upstream/features";
import { UpstreamError } from "~/.server/upstream/request";
import { getPayors, getRoutes, searchCorporates } from "~/.server/upstream/session";
import { useHydrated } from "~/components/client-only";
import { FeatureSwitches, InvisibleIdsField } from "~/components/feature-switches";
import { FormErrors } from "~/components/form";
import { useNotify } from "~/components/notices";
import { featureDefaults, manualConfigSchema, toJsonFeature } from "~/lib/feature-config";
import { ID_EXAMPLE } from "~/lib/id-list";
import "~/styles/members.css";

/** The features that can be configured: the app's feature routes, plus the banner panel's `banner`. */
async function configurableFeatures(session: RequestSession) {
  const routes = await getRoutes(session);
  return [...routes.map((r) => ({ id: r.id, name: r.name })), { id: "banner", name: "banner" }];
}

/**
 * The sub-features of a feature and its config id. getVisibility needs a corporate, so one of
 * the user's corporates is asked: a feature has the same sub-features for every corporate.
 */
async function featureShape(session: RequestSession, featureId: string) {
  const codes = (await getPayors(session)).map((p) => p.payor_code);
  const [probe] = (await searchCorporates(session, codes, { limit: 1 })).data;
  if (!probe) throw new UpstreamError("Tidak ada corporate untuk akun ini.", 404);
  const visibility = await getVisibility(session, featureId, probe.corp_code);
  return { confid: visibility.confid, items: visibility.items };
}

export async function loader({ url, context }: Route.LoaderArgs) {
  const { session } = requireUser(context);
  const features = await configurableFeatures(session);
  const wanted = url.searchParams.get("feature") ?? "";
  const feature = features.find((f) => f.name === wanted || f.id === wanted) ?? null;
  let shape: Awaited<ReturnType<typeof featureShape>> | null = null;
  let loadError: string | null = null;
  if (feature) {
    try {
      shape = await featureShape(session, feature.id);
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      console.error(`manual-config ${feature.id}: ${error.message}`);
      loadError = "Get Geature Corporate Error";
    }
  }
  return {
    features,
    feature,
    wanted,
    items: shape?.items ?? [],
    defaults: shape ? featureDefaults(shape.items, null) : null,
    loadError,
  };
}

type ActionResult = { submission: SubmissionResult<string[]>; result?: MultiResult & { feature: string } };

export async function action({ request, context }: Route.ActionArgs) {
  const { session } = requireUser(context);
  const submission = parseWithZod(await request.formData(), { schema: manualConfigSchema });
  if (submission.status !== "success") return data<ActionResult>({ submission: submission.reply() }, { status: 400 });
  const feature = (await configurableFeatures(session)).find((f) => f.name === submission.value.feature);
  if (!feature) return data<ActionResult>({ submission: submission.reply({ formErrors: ["Pilih fitur terlebih dahulu."] }) }, { status: 400 });
  try {
    const shape = await featureShape(session, feature.id);
    const result = await updateFeatureMulti(session, {
      confid: shape.confid,
      corpids: submission.value.corps,
      jsonfeature: toJsonFeature(submission.value, shape.items),
    });
    return data<ActionResult>({ submission: submission.reply(), result: { ...result, feature: feature.name } });
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    console.error(`updateFeatureMulti ${feature.id}: ${error.message}`);
    return data<ActionResult>({ submission: submission.reply({ formErrors: [`${feature.name} Error Updated!`, error.message] }) }, { status: error.status >= 500 ? 502 : 400 });
  }
}

export const meta: Route.MetaFunction = () => [{ title: "Manual Config Feature · Sehat Console" }];

export default function ManualConfig({ loaderData, actionData }: Route.ComponentProps) {
  const { features, feature, items, defaults, loadError } = loaderData;
  const hydrated = useHydrated();
  const notify = useNotify();
  useEffect(() => {
    if (loadError) notify("error", loadError);
  }, [loadError, notify]);

  return (
    <Flex direction="column" gap="4">
      <div>
        <Text size="2" color="gray">
          Feature Visibility
        </Text>
        <Heading as="h1" size="6">
          Manual Config Feature
        </Heading>
        <Text as="p" size="2" color="gray">
          Atur satu fitur untuk beberapa corporate sekaligus.
        </Text>
      </div>
      <Card size="2">
        <Form method="get" preventScrollReset>
          <Flex gap="3" align="end" wrap="wrap">
            <div className="field picker">
              <label htmlFor="mc-feature">
                <Text size="2" weight="medium">
                  Fitur
                </Text>
              </label>
              <select
                id="mc-feature"
                name="feature"
                className="native-select"
                defaultValue={feature?.name ?? ""}
                key={feature?.name ?? ""}
                onChange={(e) => e.currentTarget.form?.requestSubmit()}
              >
                <option value="">— Pilih fitur —</option>
                {features.map((f) => (
                  <option key={f.id} value={f.name}>
                    {f.name} ({f.id})
                  </option>
                ))}
              </select>
            </div>
            {!hydrated && (
              <Button type="submit" variant="soft">
                Pilih
              </Button>
            )}
          </Flex>
        </Form>
      </Card>
      {loadError && (
        <Callout.Root color="red" role="alert">
          <Callout.Text>{loadError}</Callout.Text>
        </Callout.Root>
      )}
      {feature && defaults && <ManualConfigForm key={feature.name} feature={feature.name} items={items} defaults={defaults} actionData={actionData} />}
    </Flex>
  );
}

function ManualConfigForm({
  feature,
  items,
  defaults,
  actionData,
}: {
  feature: string;
  items: { key: string; name: string }[];
  defaults: ReturnType<typeof featureDefaults>;
  actionData: ActionResult | undefined;
}) {
  const navigation = useNavigation();
  const notify = useNotify();
  const result = navigation.state === "idle" ? actionData?.result : undefined;
  const [form, fields] = useForm({
    id: `manual-${feature}`,
    lastResult: navigation.state === "idle" ? actionData?.submission : null,
    defaultValue: { feature, corps: "", ...defaults },
    constraint: getZodConstraint(manualConfigSchema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: manualConfigSchema }),
  });
  useEffect(() => {
    if (!actionData?.result) return;
    const { updated, feature: name } = actionData.result;
    notify(updated.length ? "success" : "error", updated.length ? `${name} Success Updated!` : `${name} Error Updated!`);
  }, [actionData, notify]);
  const saving = navigation.state === "submitting";
  const names = Object.fromEntries(items.map((i) => [i.key, i.name]));

  return (
    <Card size="2">
      <Form method="post" {...getFormProps(form)} noValidate>
        <input type="hidden" name={fields.feature.name} value={feature} />
        <Flex direction="column" gap="4">
          <Heading as="h2" size="4">
            {feature}
          </Heading>
          <FeatureSwitches items={fields.items.getFieldList()} names={names} />
          <InvisibleIdsField field={fields.invisible} label="Invisible ID" />
          <InvisibleIdsField
            field={fields.corps}
            label="Corporate ID"
            hint="Kode corporate yang diatur, dipisah koma tanpa spasi, contoh: K0001,K0002,K0003"
            placeholder="K0001,K0002,K0003"
          />
          <FormErrors errors={form.errors} id={form.errorId} />
          {result && (
            <Callout.Root color={result.skipped.length ? (result.updated.length ? "amber" : "red") : "green"} role="status" data-testid="multi-result">
              <Callout.Text>
                <strong>{result.updated.length} corporate diperbarui</strong>
                {result.updated.length ? `: ${result.updated.join(", ")}` : ""}
              </Callout.Text>
              {result.skipped.length > 0 && (
                <>
                  <Callout.Text>
                    <strong>{result.skipped.length} dilewati:</strong>
                  </Callout.Text>
                  <ul className="result-list">
                    {result.skipped.map((s) => (
                      <li key={s.corp_code}>
                        <span className="mono">{s.corp_code}</span> — {s.reason || "tidak diperbarui"}
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </Callout.Root>
          )}
          <Flex justify="end">
            <Button type="submit" disabled={saving}>
              {saving ? "Saving..." : "Save"}
            </Button>
          </Flex>
        </Flex>
      </Form>
    </Card>
  );
}
