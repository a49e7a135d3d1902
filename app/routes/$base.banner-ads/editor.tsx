import { Button, Card, Flex, Text } from "@radix-ui/themes";
import { Link } from "react-router";
import { FormErrors, InputField, KitFormElement, MediaField, ReadOnlyField, SelectField, SubmitButton, SwitchField, useKitForm } from "~/components/form";
import { DateField } from "~/components/date-field";
import { PageHead } from "~/components/page-head";
import { bannerAdSchema, MAX_BANNER_INDEX, MAX_BANNER_URL } from "~/lib/banner-ads";
import { formatNumber, formatPercent } from "~/lib/format";
import { MAX_TEXT } from "~/lib/schemas";
import type { loader } from "./editor.server";
import { bannerAdEditorText } from "~/lib/messages-provider";
import { screenHref } from "~/lib/screen-table";
import "~/styles/content.css";

/** The form of add-banner-ads and detail-banner-ads/{idAds} (loader and action: ./editor.server.ts). */
type EditorData = Awaited<ReturnType<typeof loader>>;

export function BannerAdEditor({ base, loaderData, actionData }: { base: string; loaderData: EditorData; actionData: unknown }) {
  const { ad, stats, owners, own, noJsImages } = loaderData;
  const kit = useKitForm({ schema: bannerAdSchema, reply: actionData, defaultValue: ad });
  const { fields } = kit;
  return (
    <Flex direction="column" gap="4">
      <PageHead description={bannerAdEditorText.intro} />
      {owners.kind === "any" && owners.providers.length === 0 && (
        <Text as="p" size="2">
          {bannerAdEditorText.noProviders}
        </Text>
      )}
      <KitFormElement kit={kit}>
        <Card size="3">
          <Flex direction="column" gap="4">
            <div className="form-grid">
              {owners.kind === "own" ? (
                <>
                  <input type="hidden" name={fields.provider.name} value={owners.idProv} />
                  <ReadOnlyField label="Provider" value={owners.name} />
                </>
              ) : (
                <SelectField field={fields.provider} label="Provider" options={owners.providers} placeholder={bannerAdEditorText.pickProvider} />
              )}
              <InputField field={fields.name} label={bannerAdEditorText.name} maxLength={MAX_TEXT} autoComplete="off" placeholder={bannerAdEditorText.nameHint} />
              <InputField field={fields.index} label={bannerAdEditorText.index} type="number" min={0} max={MAX_BANNER_INDEX} step={1} inputMode="numeric" description={bannerAdEditorText.indexHint} />
              <InputField field={fields.url} label={bannerAdEditorText.url} maxLength={MAX_BANNER_URL} autoComplete="off" placeholder={bannerAdEditorText.urlPlaceholder} description={bannerAdEditorText.urlHint} />
              <DateField field={fields.start} label={bannerAdEditorText.start} />
              <DateField field={fields.expired} label={bannerAdEditorText.expired} />
              <SwitchField field={fields.published} label={bannerAdEditorText.published} hint={<span className="hint">{bannerAdEditorText.publishedHint}</span>} />
              <SwitchField field={fields.external_url} label={bannerAdEditorText.external} hint={<span className="hint">{bannerAdEditorText.externalHint}</span>} />
              <div className="span-2">
                <MediaField field={fields.banner} base={base} label={bannerAdEditorText.banner} type="image" provider={own} noJsChoices={noJsImages} />
              </div>
            </div>
            {stats && (
              <Text as="p" size="2" color="gray">
                {bannerAdEditorText.stats(formatNumber(stats.view), formatNumber(stats.click), formatPercent(stats.ctr))}
              </Text>
            )}
            <FormErrors form={kit.form} />
            <div className="form-actions">
              <Button asChild variant="soft" color="gray">
                <Link to={screenHref("banner-ads", { base })}>{bannerAdEditorText.cancel}</Link>
              </Button>
              <SubmitButton saving={kit.saving} label={bannerAdEditorText.save} />
            </div>
          </Flex>
        </Card>
      </KitFormElement>
    </Flex>
  );
}
