import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Badge, Button, Callout, Card, Flex, Heading, Text } from "@radix-ui/themes";
import { useEffect } from "react";
import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/$base.feature.$name";
import { requireUser } from "~/.server/guard";
import { getVisibility, loadCorporatePicker, logDocumentAccess, updateFeature, type Visibility } from "~/.server/upstream/features";
import { UpstreamError } from "~/.server/upstream/request";
import type { RequestSession } from "~/.server/session";
import { getRoutes } from "~/.server/upstream/session";
import { CorporateChooser, type CorporateOption } from "~/components/corporate-picker";
import { FeatureSwitches, InvisibleIdsField, useAccessLog } from "~/components/feature-switches";
import { FormErrors } from "~/components/form";
import { useNotify } from "~/components/notices";
import { featureConfigSchema, featureDefaults, SELECT_CORPORATE_FIRST, toJsonFeature } from "~/lib/feature-config";
import "~/styles/members.css";

const LOAD_ERROR = "Get Geature Corporate Error";
const CORP = /^[A-Za-z0-9-]{1,40}$/;

async function featureRoute(session: RequestSession, name: string | undefined) {
  const route = (await getRoutes(session)).find((r) => r.name === name || r.id === name);
  if (!route) throw data("Not Found", { status: 404 });
  return route;
}

export async function loader({ request, url, params, context }: Route.LoaderArgs) {
  const { session, base } = requireUser(context);
  const route = await featureRoute(session, params.name);
  const corpParam = url.searchParams.get("corp") ?? "";
  const corp = CORP.test(corpParam) ? corpParam : "";
  const cq = (url.searchParams.get("cq") ?? "").trim().slice(0, 100);
  const picker = await loadCorporatePicker(session, corp, cq);

  let config: (Visibility & { defaults: ReturnType<typeof featureDefaults> }) | null = null;
  let loadError: string | null = null;
  if (corp) {
    try {
      if (picker.unknown) throw new UpstreamError(`Corporate ${corp} not found for this account`, 404);
      const visibility = await getVisibility(session, route.id, corp);
      config = { ...visibility, defaults: featureDefaults(visibility.items, visibility.jsonfeature) };
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      console.error(`getVisibility ${route.id}/${corp}: ${error.message}`);
      loadError = LOAD_ERROR;
    }
  }

  const openLogged = await logDocumentAccess(session, request, url, config && picker.value);

  return {
    base,
    feature: { id: route.id, name: route.name },
    picker,
    cq,
    corp,
    config: config && { id: config.id ?? null, items: config.items, defaults: config.defaults },
    loadError,
    openLogged,
  };
}

export async function action({ request, url, params, context }: Route.ActionArgs) {
  const { session } = requireUser(context);
  const route = await featureRoute(session, params.name);
  const submission = parseWithZod(await request.formData(), { schema: featureConfigSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const { corp } = submission.value;

  let current: Visibility;
  try {
    current = await getVisibility(session, route.id, corp);
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    return data(submission.reply({ formErrors: [LOAD_ERROR] }), { status: error.status === 404 ? 404 : 502 });
  }
  try {
    await updateFeature(session, { confid: current.confid, corpid: corp, id: current.id ?? null, jsonfeature: toJsonFeature(submission.value, current.items) });
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    console.error(`updateFeature ${route.id}/${corp}: ${error.message}`);
    return data(submission.reply({ formErrors: [`${route.name} Error Updated!`, error.message] }), { status: error.status >= 500 ? 502 : 400 });
  }
  session.flash({ type: "success", message: `${route.name} Success Updated!` });
  throw redirect(url.pathname + url.search);
}

export const meta: Route.MetaFunction = ({ data }) => [{ title: `${data?.feature.name ?? "Feature"} · Feature Visibility · Sehat Console` }];

export default function FeatureScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { base, feature, picker, cq, corp, config, loadError, openLogged } = loaderData;
  const notify = useNotify();
  useEffect(() => {
    if (loadError) notify("error", loadError);
  }, [loadError, corp, notify]);
  useAccessLog(base, config ? picker.value : null, openLogged);

  return (
    <Flex direction="column" gap="4">
      <div>
        <Text size="2" color="gray">
          Feature Visibility
        </Text>
        <Heading as="h1" size="6">
          {feature.name}
        </Heading>
      </div>

      <Card size="2">
        <CorporateChooser base={base} picker={picker} query={cq} current={corp} className="picker-form">
          <Text as="p" size="1" color="gray" mt="2">
            {picker.total.toLocaleString("id-ID")} corporate{picker.async ? " — ketik untuk mencari" : ""}
          </Text>
        </CorporateChooser>
      </Card>

      {loadError && (
        <Callout.Root color="red" role="alert">
          <Callout.Text>{loadError}</Callout.Text>
        </Callout.Root>
      )}

      {!loadError && (
        <FeatureForm
          key={`${corp}:${config?.id ?? "new"}`}
          feature={feature.name}
          corp={picker.value}
          config={config}
          lastResult={actionData}
        />
      )}
    </Flex>
  );
}

function FeatureForm({
  feature,
  corp,
  config,
  lastResult,
}: {
  feature: string;
  corp: CorporateOption | null;
  config: { id: string | null; items: { key: string; name: string }[]; defaults: ReturnType<typeof featureDefaults> } | null;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: `feature-${corp?.corp_code ?? "none"}`,
    lastResult: navigation.state === "idle" ? lastResult : null,
    defaultValue: { corp: corp?.corp_code ?? "", ...(config?.defaults ?? { items: [], invisible: "" }) },
    constraint: getZodConstraint(featureConfigSchema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: featureConfigSchema }),
  });
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "features";
  const names = Object.fromEntries((config?.items ?? []).map((i) => [i.key, i.name]));
  const corpError = fields.corp.errors?.[0];
  const notify = useNotify();
  useEffect(() => {
    if (corpError) notify("warning", corpError);
  }, [corpError, notify]);

  return (
    <Card size="2">
      <Form method="post" {...getFormProps(form)} noValidate>
        <input type="hidden" name="intent" value="features" />
        <input type="hidden" name={fields.corp.name} value={corp?.corp_code ?? ""} />
        <Flex direction="column" gap="4">
          <Flex justify="between" align="center" wrap="wrap" gap="2">
            <div>
              <Heading as="h2" size="4">
                {corp ? corp.name : "Pengaturan fitur"}
              </Heading>
              <Text size="2" color="gray">
                {corp ? <span className="mono">{corp.corp_code}</span> : "Pilih corporate terlebih dahulu untuk melihat dan mengubah pengaturan fitur."}
              </Text>
            </div>
            {config && (
              <Badge color={config.id ? "teal" : "gray"} variant="soft">
                {config.id ? "Konfigurasi tersimpan" : "Belum dikonfigurasi — semua tampil"}
              </Badge>
            )}
          </Flex>
          {corpError && (
            <Callout.Root color="red" role="alert" size="1">
              <Callout.Text>{corpError === SELECT_CORPORATE_FIRST ? SELECT_CORPORATE_FIRST : corpError}</Callout.Text>
            </Callout.Root>
          )}
          {config && (
            <>
              <FeatureSwitches items={fields.items.getFieldList()} names={names} />
              <InvisibleIdsField field={fields.invisible} label="Invisible ID (umum)" />
            </>
          )}
          <FormErrors errors={form.errors} id={form.errorId} />
          <Flex justify="end">
            <Button type="submit" disabled={saving}>
              {saving ? "Saving..." : `Save ${feature}`}
            </Button>
          </Flex>
        </Flex>
      </Form>
    </Card>
  );
}
