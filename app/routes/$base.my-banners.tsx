import { getFormProps, useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Badge, Button, Callout, Card, Flex, Grid, Heading, Text } from "@radix-ui/themes";
import { useEffect } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/$base.my-banners";
import { requireUser } from "~/.server/guard";
import { getBannerSetting, getVisibility, loadCorporatePicker, logDocumentAccess, saveBannerSetting, updateFeature, type Visibility } from "~/.server/upstream/features";
import { getLibrary } from "~/.server/upstream/media";
import { UpstreamError } from "~/.server/upstream/request";
import { useHydrated } from "~/components/client-only";
import { CorporateChooser } from "~/components/corporate-picker";
import { FeatureSwitches, InvisibleIdsField, useAccessLog } from "~/components/feature-switches";
import { FormErrors } from "~/components/form";
import { MediaPickerField } from "~/components/media-library-dialog";
import { useNotify } from "~/components/notices";
import { isMediaUrl, type MediaItem } from "~/lib/content-schemas";
import { featureConfigSchema, featureDefaults, SELECT_CORPORATE_FIRST, toJsonFeature } from "~/lib/feature-config";
import "~/styles/content.css";
import "~/styles/members.css";

/** The visibility feature of the banner panel (docs/platform-contract.md getVisibility). */
const BANNER_VISIBILITY = "banner";
const LOAD_ERROR = "Get Geature Corporate Error";
const CORP = /^[A-Za-z0-9-]{1,40}$/;
const MAX_BANNERS = 30;

const bannerUrl = z
  .string()
  .trim()
  .max(2000, "URL gambar terlalu panjang.")
  .refine((v) => isMediaUrl(v, "image"), "Pilih gambar dari Media Library (URL /files/… atau https://…).")
  .optional();

const bannersSchema = z.object({
  intent: z.literal("banners"),
  banner_regular: z.array(bannerUrl).max(MAX_BANNERS, `Maksimal ${MAX_BANNERS} banner.`).default([]),
  banner_benefit: z.array(bannerUrl).max(MAX_BANNERS, `Maksimal ${MAX_BANNERS} banner.`).default([]),
});

const LISTS = [
  { name: "banner_regular", title: "Banner Regular", hint: "Banner utama di beranda aplikasi." },
  { name: "banner_benefit", title: "Banner Benefit", hint: "Banner di halaman benefit peserta." },
] as const;

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { session, base } = requireUser(context);
  const corpParam = url.searchParams.get("corp") ?? "";
  const corp = CORP.test(corpParam) ? corpParam : "";
  const cq = (url.searchParams.get("cq") ?? "").trim().slice(0, 100);
  const [banners, picker, noJsImages] = await Promise.all([
    getBannerSetting(session),
    loadCorporatePicker(session, corp, cq),
    getLibrary(session, { type: "image", size: 12 }).then((r) => r.items as MediaItem[], () => [] as MediaItem[]),
  ]);
  let config: Visibility | null = null;
  let loadError: string | null = null;
  if (corp) {
    try {
      if (picker.unknown) throw new UpstreamError(`Corporate ${corp} not found for this account`, 404);
      config = await getVisibility(session, BANNER_VISIBILITY, corp);
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      console.error(`getVisibility banner/${corp}: ${error.message}`);
      loadError = LOAD_ERROR;
    }
  }
  const openLogged = await logDocumentAccess(session, request, url, config && picker.value);
  return {
    base,
    banners,
    noJsImages,
    picker,
    cq,
    corp,
    config: config && { id: config.id ?? null, items: config.items, defaults: featureDefaults(config.items, config.jsonfeature) },
    loadError,
    openLogged,
  };
}

/** Without JavaScript a banner field may come as a library choice (`…Choice` radio) instead. */
function applyBannerChoices(form: FormData): FormData {
  for (const [key, value] of [...form.entries()]) {
    if (!key.endsWith("Choice")) continue;
    const field = key.slice(0, -"Choice".length);
    if (typeof value === "string" && value && !String(form.get(field) ?? "").trim()) form.set(field, value);
    form.delete(key);
  }
  return form;
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const { session } = requireUser(context);
  const form = applyBannerChoices(await request.formData());
  const back = url.pathname + url.search;

  if (form.get("intent") === "features") {
    const submission = parseWithZod(form, { schema: featureConfigSchema });
    if (submission.status !== "success") return data(submission.reply(), { status: 400 });
    const { corp } = submission.value;
    let current: Visibility;
    try {
      current = await getVisibility(session, BANNER_VISIBILITY, corp);
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      return data(submission.reply({ formErrors: [LOAD_ERROR] }), { status: error.status === 404 ? 404 : 502 });
    }
    try {
      await updateFeature(session, { confid: current.confid, corpid: corp, id: current.id ?? null, jsonfeature: toJsonFeature(submission.value, current.items) });
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      return data(submission.reply({ formErrors: [`${BANNER_VISIBILITY} Error Updated!`, error.message] }), { status: error.status >= 500 ? 502 : 400 });
    }
    session.flash({ type: "success", message: `${BANNER_VISIBILITY} Success Updated!` });
    throw redirect(back);
  }

  const submission = parseWithZod(form, { schema: bannersSchema });
  // A list button without JavaScript (add / remove a banner) comes back as a non-final submission.
  if (submission.status !== "success") return data(submission.reply(), { status: submission.status === "error" ? 400 : 200 });
  const datajson = {
    banner_regular: submission.value.banner_regular.filter((u): u is string => !!u),
    banner_benefit: submission.value.banner_benefit.filter((u): u is string => !!u),
  };
  // SPEC §4: update when the content exists (asked again here, not trusted from the form), else create.
  let existing: string | null = null;
  try {
    existing = (await getBannerSetting(session)).id;
    const done = await saveBannerSetting(session, existing, datajson);
    session.flash({ type: "success", message: done === "updated" ? "Success Updated!" : "Success Inserted!" });
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    console.error(`banner setting: ${error.message}`);
    return data(submission.reply({ formErrors: [existing ? "Error Updated!" : "Error Inserted!", error.message] }), { status: error.status >= 500 ? 502 : 400 });
  }
  throw redirect(back);
}

export const meta: Route.MetaFunction = () => [{ title: "Banner Setting · Sehat Console" }];

export default function BannerSetting({ loaderData, actionData }: Route.ComponentProps) {
  const { base, banners, noJsImages, picker, cq, corp, config, loadError, openLogged } = loaderData;
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
          Banner Setting
        </Heading>
      </div>
      <Grid columns={{ initial: "1", lg: "5" }} gap="4" align="start">
        <div className="banner-main">
          <BannersForm key={`${banners.id ?? "new"}:${banners.banner_regular.join("|")}:${banners.banner_benefit.join("|")}`} base={base} banners={banners} noJsImages={noJsImages} lastResult={actionData} />
        </div>
        <div className="banner-side">
          <Card size="2">
            <Flex direction="column" gap="3">
              <div>
                <Heading as="h2" size="4">
                  Fitur banner per corporate
                </Heading>
                <Text size="2" color="gray">
                  Tampilkan atau sembunyikan banner untuk corporate tertentu.
                </Text>
              </div>
              <CorporateChooser base={base} picker={picker} query={cq} current={corp} />
              {loadError ? (
                <Callout.Root color="red" role="alert">
                  <Callout.Text>{loadError}</Callout.Text>
                </Callout.Root>
              ) : (
                <BannerFeatureForm key={`${corp}:${config?.id ?? "new"}`} corp={picker.value} config={config} lastResult={actionData} />
              )}
            </Flex>
          </Card>
        </div>
      </Grid>
    </Flex>
  );
}

type Banners = { id: string | null; banner_regular: string[]; banner_benefit: string[] };

function BannersForm({ base, banners, noJsImages, lastResult }: { base: string; banners: Banners; noJsImages: MediaItem[]; lastResult: unknown }) {
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const result = lastResult as SubmissionResult<string[]> | undefined;
  const [form, fields] = useForm({
    id: "banners",
    lastResult: navigation.state === "idle" && isIntent(result, "banners") ? result : null,
    defaultValue: { intent: "banners", banner_regular: banners.banner_regular, banner_benefit: banners.banner_benefit },
    constraint: getZodConstraint(bannersSchema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: bannersSchema }),
  });
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "banners";

  return (
    <Card size="2">
      <Form method="post" {...getFormProps(form)} noValidate>
        <input type="hidden" name="intent" value="banners" />
        <Flex direction="column" gap="4">
          <Flex justify="between" align="center" wrap="wrap" gap="2">
            <Heading as="h2" size="4">
              Banner aplikasi
            </Heading>
            <Badge color={banners.id ? "teal" : "gray"} variant="soft">
              {banners.id ? "Tersimpan" : "Belum ada pengaturan banner"}
            </Badge>
          </Flex>
          {LISTS.map((list) => (
            <BannerList key={list.name} base={base} form={form} field={fields[list.name]} title={list.title} hint={list.hint} noJsImages={noJsImages} />
          ))}
          {!hydrated && (
            <Text size="1" color="gray">
              Tanpa JavaScript: salin URL gambar dari <Link to={`/${base}/media-library`}>Media Library</Link>, atau pilih dari gambar terbaru di bawah tiap kolom.
            </Text>
          )}
          <FormErrors errors={form.errors} id={form.errorId} />
          <Flex justify="end">
            <Button type="submit" disabled={saving}>
              {saving ? "Saving..." : banners.id ? "Update Banner" : "Save Banner"}
            </Button>
          </Flex>
        </Flex>
      </Form>
    </Card>
  );
}

function BannerList({
  base,
  form,
  field,
  title,
  hint,
  noJsImages,
}: {
  base: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  form: any;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  field: FieldMetadata<(string | undefined)[] | undefined, any, string[]>;
  title: string;
  hint: string;
  noJsImages: MediaItem[];
}) {
  const items = field.getFieldList();
  return (
    <fieldset className="banner-fieldset">
      <legend>
        <Text weight="bold">{title}</Text> <Text color="gray">({items.length})</Text>
      </legend>
      <Text as="p" size="1" color="gray" mb="2">
        {hint}
      </Text>
      {field.errors?.length ? (
        <Text as="p" size="1" color="red" role="alert">
          {field.errors[0]}
        </Text>
      ) : null}
      <div className="banner-rows">
        {items.map((item, index) => (
          <div className="banner-row" key={item.key}>
            <MediaPickerField
              base={base}
              name={item.name}
              label={`${title} ${index + 1}`}
              type="image"
              defaultValue={String(item.initialValue ?? "")}
              errors={item.errors}
              errorId={item.errorId}
              noJsChoices={noJsImages}
            />
            <Button {...form.remove.getButtonProps({ name: field.name, index })} variant="ghost" color="red" size="1" className="banner-remove" aria-label={`Hapus banner: ${title} ${index + 1}`}>
              Hapus banner
            </Button>
          </div>
        ))}
        {items.length === 0 && (
          <Text size="2" color="gray">
            Belum ada banner.
          </Text>
        )}
      </div>
      <Button {...form.insert.getButtonProps({ name: field.name })} variant="soft" size="2" mt="2" disabled={items.length >= MAX_BANNERS}>
        + Tambah {title}
      </Button>
    </fieldset>
  );
}

function isIntent(result: unknown, intent: string): result is SubmissionResult<string[]> {
  const initial = (result as SubmissionResult<string[]> | undefined)?.initialValue as Record<string, unknown> | null | undefined;
  return !!initial && initial.intent === intent;
}

function BannerFeatureForm({
  corp,
  config,
  lastResult,
}: {
  corp: { corp_code: string; name: string } | null;
  config: { id: string | null; items: { key: string; name: string }[]; defaults: ReturnType<typeof featureDefaults> } | null;
  lastResult: unknown;
}) {
  const navigation = useNavigation();
  const notify = useNotify();
  const result = lastResult as SubmissionResult<string[]> | undefined;
  const [form, fields] = useForm({
    id: `banner-feature-${corp?.corp_code ?? "none"}`,
    lastResult: navigation.state === "idle" && isIntent(result, "features") ? result : null,
    defaultValue: { intent: "features", corp: corp?.corp_code ?? "", ...(config?.defaults ?? { items: [], invisible: "" }) },
    constraint: getZodConstraint(featureConfigSchema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: featureConfigSchema }),
  });
  const corpError = fields.corp.errors?.[0];
  useEffect(() => {
    if (corpError) notify("warning", corpError);
  }, [corpError, notify]);
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "features";
  const names = Object.fromEntries((config?.items ?? []).map((i) => [i.key, i.name]));

  return (
    <Form method="post" {...getFormProps(form)} noValidate>
      <input type="hidden" name="intent" value="features" />
      <input type="hidden" name={fields.corp.name} value={corp?.corp_code ?? ""} />
      <Flex direction="column" gap="3">
        {!corp && (
          <Text size="2" color="gray">
            Pilih corporate untuk mengatur fitur banner.
          </Text>
        )}
        {corpError && (
          <Callout.Root color="red" role="alert" size="1">
            <Callout.Text>{corpError === SELECT_CORPORATE_FIRST ? SELECT_CORPORATE_FIRST : corpError}</Callout.Text>
          </Callout.Root>
        )}
        {config && corp && (
          <>
            <Flex justify="between" align="center" gap="2" wrap="wrap">
              <Text size="2" weight="medium">
                {corp.name} <span className="mono">({corp.corp_code})</span>
              </Text>
              <Badge color={config.id ? "teal" : "gray"} variant="soft">
                {config.id ? "Tersimpan" : "Default — semua tampil"}
              </Badge>
            </Flex>
            <FeatureSwitches items={fields.items.getFieldList()} names={names} compact />
            <InvisibleIdsField field={fields.invisible} label="Invisible ID" />
          </>
        )}
        <FormErrors errors={form.errors} id={form.errorId} />
        <Flex justify="end">
          <Button type="submit" disabled={saving}>
            {saving ? "Saving..." : "Save banner features"}
          </Button>
        </Flex>
      </Flex>
    </Form>
  );
}
