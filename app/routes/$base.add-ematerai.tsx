import { Button, Card, Flex, Text } from "@radix-ui/themes";
import { Link } from "react-router";
import type { Route } from "./+types/$base.add-ematerai";
import { requireUser } from "~/.server/guard";
import { FormError, readForm, submitForm } from "~/.server/submit";
import { enrolStampProvider, getEnrolmentChoices } from "~/.server/upstream/estamp";
import { FormErrors, InputField, KitFormElement, SelectField, SubmitButton, SwitchField, useKitForm } from "~/components/form";
import { PageHead } from "~/components/page-head";
import { EMATERAI_BANKS, EMATERAI_MESSAGES, enrolFailure, enrolSchema } from "~/lib/ematerai";
import { formatRupiah } from "~/lib/format";
import { MAX_TEXT } from "~/lib/schemas";
import "~/styles/content.css";
import { keepForm } from "~/lib/keep-form";

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
    success: { flash: EMATERAI_MESSAGES.enrolled, redirectTo: `/${base}/ematerai` },
    failure: enrolFailure,
  });
}

// A post that fails on the way keeps the form and says so (app/lib/keep-form.ts).
export const clientAction = keepForm(enrolFailure);

export const meta: Route.MetaFunction = () => [{ title: "Enroll E-Materai · Sehat Console" }];

export default function EnrolStampProvider({ loaderData, actionData, params }: Route.ComponentProps) {
  const { vendors, providers, parents } = loaderData;
  const kit = useKitForm({ schema: enrolSchema, reply: actionData, defaultValue: { kuota: "0" } });
  const { fields } = kit;
  const vendorOptions = vendors.map((v) => ({ value: v.vendor_id, label: `${v.vendor_name} · ${formatRupiah(v.unit_price)} + admin ${formatRupiah(v.fee_price)}` }));
  const providerOptions = providers.map((p) => ({ value: p.provider_code, label: `${p.provider_name} (${p.provider_code})` }));
  const parentOptions = parents.map((p) => ({ value: p.provider_code, label: `${p.provider_name} (${p.provider_code})` }));
  return (
    <Flex direction="column" gap="4">
      <PageHead description="Daftarkan provider ke layanan e-materai: akun email, NPWP, vendor, bank dan virtual account." />
      {providers.length === 0 && (
        <Text as="p" size="2">
          Semua premium provider sudah terdaftar e-materai.
        </Text>
      )}
      <KitFormElement kit={kit}>
        <Card size="3">
          <Flex direction="column" gap="4">
            <div className="form-grid">
              <InputField field={fields.email} label="Email" type="email" maxLength={MAX_TEXT} autoComplete="off" description="Akun e-materai provider." />
              <InputField field={fields.npwp} label="NPWP" maxLength={30} inputMode="numeric" autoComplete="off" placeholder="01.234.567.8-901.000" description="15 atau 16 angka." />
              <SelectField field={fields.provider} label="Provider" options={providerOptions} placeholder="Pilih provider" />
              <SelectField field={fields.vendor} label="Vendor" options={vendorOptions} placeholder="Pilih vendor" description="Harga meterai + biaya admin per dokumen." />
              <SelectField field={fields.bank} label="Bank" options={EMATERAI_BANKS.map((b) => ({ value: b, label: b }))} placeholder="Pilih bank" />
              <InputField field={fields.vendor_va_id} label="Vendor VA ID" maxLength={40} inputMode="numeric" autoComplete="off" description="Nomor virtual account dari vendor." />
              <InputField field={fields.kuota} label="Kuota" type="number" min={0} step={1} inputMode="numeric" description="Jumlah meterai awal; 0 bila belum membeli." />
              <SwitchField field={fields.is_group} label="Grup" hint={<span className="hint">Provider ini anggota grup provider induk.</span>} />
              <SelectField field={fields.parent} label="Parent Provider" options={parentOptions} placeholder="Tanpa induk" description="Wajib bila Grup aktif." />
            </div>
            <FormErrors form={kit.form} />
            <div className="form-actions">
              <Button asChild variant="soft" color="gray">
                <Link to={`/${params.base}/ematerai`}>Cancel</Link>
              </Button>
              <SubmitButton saving={kit.saving} label="Simpan" />
            </div>
          </Flex>
        </Card>
      </KitFormElement>
    </Flex>
  );
}
