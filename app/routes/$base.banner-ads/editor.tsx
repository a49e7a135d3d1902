import { Button, Card, Flex, Text } from "@radix-ui/themes";
import { Link } from "react-router";
import { FormErrors, InputField, KitFormElement, MediaField, ReadOnlyField, SelectField, SubmitButton, SwitchField, useKitForm } from "~/components/form";
import { DateField } from "~/components/date-field";
import { PageHead } from "~/components/page-head";
import { bannerAdSchema, MAX_BANNER_INDEX, MAX_BANNER_URL } from "~/lib/banner-ads";
import { formatNumber, formatPercent } from "~/lib/format";
import { MAX_TEXT } from "~/lib/schemas";
import type { loader } from "./editor.server";
import "~/styles/content.css";

/** The form of add-banner-ads and detail-banner-ads/{idAds} (loader and action: ./editor.server.ts). */
type EditorData = Awaited<ReturnType<typeof loader>>;

export function BannerAdEditor({ base, loaderData, actionData }: { base: string; loaderData: EditorData; actionData: unknown }) {
  const { ad, stats, owners, own, noJsImages } = loaderData;
  const kit = useKitForm({ schema: bannerAdSchema, reply: actionData, defaultValue: ad });
  const { fields } = kit;
  return (
    <Flex direction="column" gap="4">
      <PageHead description="Provider, nama, index, link, tanggal start dan expired serta gambar banner wajib diisi; gambar dipilih dari Media Library." />
      {owners.kind === "any" && owners.providers.length === 0 && (
        <Text as="p" size="2">
          Belum ada premium provider untuk dipasangi banner.
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
                <SelectField field={fields.provider} label="Provider" options={owners.providers} placeholder="Pilih provider" />
              )}
              <InputField field={fields.name} label="Name" maxLength={MAX_TEXT} autoComplete="off" placeholder="mis. Promo Medical Check Up" />
              <InputField field={fields.index} label="Index" type="number" min={0} max={MAX_BANNER_INDEX} step={1} inputMode="numeric" description="Urutan tampil di aplikasi: kecil lebih dulu." />
              <InputField field={fields.url} label="URL" maxLength={MAX_BANNER_URL} autoComplete="off" placeholder="https://… atau /provider/…" description="Dibuka saat banner diketuk." />
              <DateField field={fields.start} label="Start" />
              <DateField field={fields.expired} label="Expired" />
              <SwitchField field={fields.published} label="Published" hint={<span className="hint">Tampil di aplikasi selama belum expired.</span>} />
              <SwitchField field={fields.external_url} label="External URL" hint={<span className="hint">Buka link di browser, bukan di dalam aplikasi.</span>} />
              <div className="span-2">
                <MediaField field={fields.banner} base={base} label="Banner" type="image" provider={own} noJsChoices={noJsImages} />
              </div>
            </div>
            {stats && (
              <Text as="p" size="2" color="gray">
                View {formatNumber(stats.view)} · Click {formatNumber(stats.click)} · CTR {formatPercent(stats.ctr)}
              </Text>
            )}
            <FormErrors form={kit.form} />
            <div className="form-actions">
              <Button asChild variant="soft" color="gray">
                <Link to={`/${base}/banner-ads`}>Cancel</Link>
              </Button>
              <SubmitButton saving={kit.saving} label={stats ? "Update" : "Save"} />
            </div>
          </Flex>
        </Card>
      </KitFormElement>
    </Flex>
  );
}
