import { Badge, Callout, Card, Flex, Grid, Heading, Text } from "@radix-ui/themes";
import { Link } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/$base.my-banners";
import { BANNER_VISIBILITY, getBannerSetting, loadFeatureScreen, saveBannerSetting, saveFeatureConfig } from "~/.server/features/feature-visibility";
import { requireUser } from "~/.server/guard";
import { intentOf, readForm, submitForm } from "~/.server/kits/submit";
import { getNoJsChoices } from "~/.server/upstream/media";
import { NoScript } from "~/components/client-only";
import { CorporateChooser } from "~/components/corporate-picker";
import { FeatureConfigForm, useAccessLog, useLoadErrorNotice } from "~/components/feature-config";
import { FormErrors, KitFormElement, SubmitButton, useKitForm } from "~/components/form";
import { MediaListField } from "~/components/media-list-field";
import { PageHead } from "~/components/page-head";
import { applyMediaChoices, isMediaUrl } from "~/lib/content-schemas";
import type { MediaItem } from "~/lib/media";
import "~/styles/content.css";
import "~/styles/members.css";
import { keepForm } from "~/lib/keep-form";
import { myBannersText } from "~/lib/messages-features";
import { screenHref } from "~/lib/screen-table";

const MAX_BANNERS = 30;

const bannerUrl = z
  .string({ error: myBannersText.emptyRow })
  .trim()
  .min(1, myBannersText.emptyRow)
  .max(2000, myBannersText.urlTooLong)
  .refine((v) => isMediaUrl(v, "image"), myBannersText.notLibraryImage);

/** Every row holds an image, and there is at least one banner: nothing empty is reported as saved. */
const bannersSchema = z
  .object({
    banner_regular: z.array(bannerUrl).max(MAX_BANNERS, myBannersText.tooMany(MAX_BANNERS)).default([]),
    banner_benefit: z.array(bannerUrl).max(MAX_BANNERS, myBannersText.tooMany(MAX_BANNERS)).default([]),
  })
  .refine((v) => v.banner_regular.length + v.banner_benefit.length > 0, { message: myBannersText.noBanners });

const LISTS = [
  { name: "banner_regular", title: myBannersText.regular, hint: myBannersText.regularHint },
  { name: "banner_benefit", title: myBannersText.benefit, hint: myBannersText.benefitHint },
] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { upstream } = requireUser(context);
  const [banners, noJsImages, screen] = await Promise.all([getBannerSetting(upstream), getNoJsChoices(upstream, "image"), loadFeatureScreen(upstream, request, BANNER_VISIBILITY)]);
  return { banners, noJsImages, ...screen };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const { session, upstream } = requireUser(context);
  const form = await readForm(request);
  // The banner panel's feature switches: the same save as feature/{name}.
  if (intentOf(form) === "features") return saveFeatureConfig(form, url, session, upstream, { id: BANNER_VISIBILITY, name: BANNER_VISIBILITY });

  // Without JavaScript a banner field may come as a library choice (`…Choice` radio) instead.
  const choices = [...form.keys()].filter((key) => key.endsWith("Choice")).map((key) => key.slice(0, -"Choice".length));
  let existed = false;
  return submitForm(applyMediaChoices(form, choices), {
    session,
    intent: "banners",
    schema: bannersSchema,
    async run(value) {
      existed = !!(await getBannerSetting(upstream)).id;
      // SPEC §4: update when the content exists (asked again here, not trusted from the form), else create.
      return saveBannerSetting(upstream, { banner_regular: value.banner_regular, banner_benefit: value.banner_benefit });
    },
    success: (done) => ({ flash: done === "updated" ? "Success Updated!" : "Success Inserted!", redirectTo: url.pathname + url.search }),
    failure: (error) => {
      console.error(`banner setting: ${error.message}`);
      return { message: `${existed ? "Error Updated!" : "Error Inserted!"} ${error.message}` };
    },
  });
}

// A post that fails on the way keeps the form and says so (app/lib/keep-form.ts).
export const clientAction = keepForm();

export default function BannerSetting({ loaderData, actionData, params }: Route.ComponentProps) {
  const { banners, noJsImages, picker, cq, corp, config, loadError, openLogged } = loaderData;
  const { base } = params;
  useLoadErrorNotice(loadError, corp);
  useAccessLog(base, config ? picker.value : null, openLogged);

  return (
    <Flex direction="column" gap="4">
      <PageHead description="Feature Visibility" />
      <Grid columns={{ initial: "1", lg: "5" }} gap="4" align="start">
        <div className="banner-main">
          <BannersForm key={`${banners.id ?? "new"}:${banners.banner_regular.join("|")}:${banners.banner_benefit.join("|")}`} base={base} banners={banners} noJsImages={noJsImages} reply={actionData} />
        </div>
        <div className="banner-side">
          <Card size="2">
            <Flex direction="column" gap="3">
              <div>
                <Heading as="h2" size="4">
                  {myBannersText.features}
                </Heading>
                <Text size="2" color="gray">
                  {myBannersText.featuresHint}
                </Text>
              </div>
              <CorporateChooser base={base} picker={picker} query={cq} />
              {loadError ? (
                <Callout.Root color="red" role="alert">
                  <Callout.Text>{loadError}</Callout.Text>
                </Callout.Root>
              ) : (
                <FeatureConfigForm
                  key={`${corp}:${config?.id ?? "new"}`}
                  corp={picker.value}
                  config={config}
                  reply={actionData}
                  compact
                  submitLabel={myBannersText.saveFeatures}
                  emptyHint={myBannersText.pickCorporate}
                  labels={{ saved: myBannersText.saved, unsaved: myBannersText.allShown, invisible: "Invisible ID" }}
                />
              )}
            </Flex>
          </Card>
        </div>
      </Grid>
    </Flex>
  );
}

type Banners = { id: string | null; banner_regular: string[]; banner_benefit: string[] };

function BannersForm({ base, banners, noJsImages, reply }: { base: string; banners: Banners; noJsImages: MediaItem[]; reply: unknown }) {
  const kit = useKitForm({
    schema: bannersSchema,
    reply,
    intent: "banners",
    id: "banners",
    defaultValue: { banner_regular: banners.banner_regular, banner_benefit: banners.banner_benefit },
    constraint: true,
  });

  return (
    <Card size="2">
      <KitFormElement kit={kit} noValidate>
        <Flex direction="column" gap="4">
          <Flex justify="between" align="center" wrap="wrap" gap="2">
            <Heading as="h2" size="4">
              {myBannersText.banners}
            </Heading>
            <Badge color={banners.id ? "teal" : "gray"} variant="soft">
              {banners.id ? myBannersText.saved : myBannersText.noSetting}
            </Badge>
          </Flex>
          {LISTS.map((list) => (
            <MediaListField
              key={list.name}
              base={base}
              form={kit.form}
              field={kit.fields[list.name]}
              title={list.title}
              hint={list.hint}
              itemLabel={myBannersText.item}
              empty={myBannersText.none}
              max={MAX_BANNERS}
              noJsImages={noJsImages}
            />
          ))}
          <NoScript>
            <Text size="1" color="gray">
              {myBannersText.noJs.before} <Link to={screenHref("media-library", { base })}>Media Library</Link>{myBannersText.noJs.after}
            </Text>
          </NoScript>
          <FormErrors form={kit.form} />
          <Flex justify="end">
            <SubmitButton saving={kit.saving} label={myBannersText.save} />
          </Flex>
        </Flex>
      </KitFormElement>
    </Card>
  );
}
