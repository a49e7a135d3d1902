import { Button, Card, Flex, Text } from "@radix-ui/themes";
import { Link } from "react-router";
import type { Route } from "./+types/$base.add-ematerai";
import { requireUser } from "~/.server/guard";
import { FormError, readForm, submitForm } from "~/.server/kits/submit";
import { enrolStampProvider, getEnrolmentChoices } from "~/.server/upstream/estamp";
import { FormErrors, InputField, KitFormElement, SelectField, SubmitButton, SwitchField, useKitForm } from "~/components/form";
import { PageHead } from "~/components/page-head";
import { EMATERAI_BANKS, EMATERAI_MESSAGES, enrolFailure, enrolSchema } from "~/lib/ematerai";
import { formatRupiah } from "~/lib/format";
import { MAX_TEXT } from "~/lib/schemas";
import "~/styles/content.css";
import { keepForm } from "~/lib/keep-form";
import { enrolText } from "~/lib/messages-stamp";
import { screenHref } from "~/lib/screen-table";

/**
 * SPEC §2 add-ematerai (role sd; superadmin): enrol a provider for e-stamps. The vendors, the
 * providers not enrolled yet and the parents a group may have come from the platform; the prices
 * are the chosen vendor's (SPEC §9: the service price is the admin fee plus the payment).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { upstream } = requireUser(context);
  return getEnrolmentChoices(upstream);
}

export async function action({ request, context }: Route.ActionArgs) {
  const { session, upstream, base } = requireUser(context);
  return submitForm(await readForm(request), {
    session,
    schema: enrolSchema,
    async run(value) {
      const { vendors } = await getEnrolmentChoices(upstream);
      const chosen = vendors.find((v) => v.vendor_id === value.vendor);
      if (!chosen) throw new FormError({ fields: { vendor: ["Pilih vendor dari daftar."] } });
      await enrolStampProvider(upstream, value, chosen);
    },
    success: { flash: EMATERAI_MESSAGES.enrolled, redirectTo: screenHref("ematerai", { base }) },
    failure: enrolFailure,
  });
}

// A post that fails on the way keeps the form and says so (app/lib/keep-form.ts).
export const clientAction = keepForm(enrolFailure);

export default function EnrolStampProvider({ loaderData, actionData, params }: Route.ComponentProps) {
  const { vendors, providers, parents } = loaderData;
  const kit = useKitForm({ schema: enrolSchema, reply: actionData, defaultValue: { kuota: "0" } });
  const { fields } = kit;
  const vendorOptions = vendors.map((v) => ({ value: v.vendor_id, label: enrolText.admin(v.vendor_name, formatRupiah(v.unit_price), formatRupiah(v.fee_price)) }));
  const providerOptions = providers.map((p) => ({ value: p.provider_code, label: `${p.provider_name} (${p.provider_code})` }));
  const parentOptions = parents.map((p) => ({ value: p.provider_code, label: `${p.provider_name} (${p.provider_code})` }));
  return (
    <Flex direction="column" gap="4">
      <PageHead description={enrolText.daftarkanProviderKeLayananE} />
      {providers.length === 0 && (
        <Text as="p" size="2">
          {enrolText.semuaPremiumProviderSudahTerdaftar}
        </Text>
      )}
      <KitFormElement kit={kit}>
        <Card size="3">
          <Flex direction="column" gap="4">
            <div className="form-grid">
              <InputField field={fields.email} label="Email" type="email" maxLength={MAX_TEXT} autoComplete="off" description={enrolText.akunEMateraiProvider} />
              <InputField field={fields.npwp} label="NPWP" maxLength={30} inputMode="numeric" autoComplete="off" placeholder="01.234.567.8-901.000" description={enrolText.text15Atau16Angka} />
              <SelectField field={fields.provider} label="Provider" options={providerOptions} placeholder={enrolText.pilihProvider} />
              <SelectField field={fields.vendor} label={enrolText.vendor} options={vendorOptions} placeholder={enrolText.pilihVendor} description={enrolText.hargaMeteraiBiayaAdminPer} />
              <SelectField field={fields.bank} label={enrolText.bank} options={EMATERAI_BANKS.map((b) => ({ value: b, label: b }))} placeholder={enrolText.pilihBank} />
              <InputField field={fields.vendor_va_id} label={enrolText.vendorVaId} maxLength={40} inputMode="numeric" autoComplete="off" description={enrolText.nomorVirtualAccountDariVendor} />
              <InputField field={fields.kuota} label={enrolText.kuota} type="number" min={0} step={1} inputMode="numeric" description={enrolText.jumlahMeteraiAwal0Bila} />
              <SwitchField field={fields.is_group} label={enrolText.grup} hint={<span className="hint">{enrolText.providerIniAnggotaGrupProvider}</span>} />
              <SelectField field={fields.parent} label={enrolText.parentProvider} options={parentOptions} placeholder={enrolText.tanpaInduk} description={enrolText.wajibBilaGrupAktif} />
            </div>
            <FormErrors form={kit.form} />
            <div className="form-actions">
              <Button asChild variant="soft" color="gray">
                <Link to={screenHref("ematerai", params)}>{enrolText.cancel}</Link>
              </Button>
              <SubmitButton saving={kit.saving} label={enrolText.simpan} />
            </div>
          </Flex>
        </Card>
      </KitFormElement>
    </Flex>
  );
}
