import { Button, Card, Flex, Heading } from "@radix-ui/themes";
import { Link } from "react-router";
import type { Route } from "./+types/$base.my-provider";
import { requireUser } from "~/.server/guard";
import { readForm, submitForm } from "~/.server/kits/submit";
import { getNoJsChoices } from "~/.server/upstream/media";
import { getMyProvider, updateMyProvider } from "~/.server/upstream/provider";
import { FormErrors, InputField, KitFormElement, MediaField, ReadOnlyField, SubmitButton, TextareaField, useKitForm } from "~/components/form";
import { MediaListField } from "~/components/media-list-field";
import { PageHead } from "~/components/page-head";
import { applyMediaChoices } from "~/lib/content-schemas";
import { MAX_GALLERY, MAX_PROFILE, providerProfileSchema } from "~/lib/provider-profile";
import { MAX_TEXT } from "~/lib/schemas";
import "~/styles/content.css";
import { keepForm } from "~/lib/keep-form";
import { myProviderText } from "~/lib/messages-provider";
import { screenHref } from "~/lib/screen-table";

/**
 * SPEC §2 my-provider (role provider): the profile the app shows of this provider — name, contact,
 * location, description, an appointment button, logo, banner and a gallery from its own media
 * library. The provider code is shown, not edited; a save goes back to the dashboard.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { upstream } = requireUser(context);
  const [profile, noJsImages] = await Promise.all([getMyProvider(upstream), getNoJsChoices(upstream, "image")]);
  return { profile, noJsImages };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { session, upstream, base } = requireUser(context);
  const form = await readForm(request);
  // Without JavaScript a picture may come as a library choice (`…Choice` radio) instead.
  const choices = [...form.keys()].filter((key) => key.endsWith("Choice")).map((key) => key.slice(0, -"Choice".length));
  const code = (await getMyProvider(upstream)).provider_code;
  return submitForm(applyMediaChoices(form, choices), {
    session,
    schema: providerProfileSchema,
    run: (value) => updateMyProvider(upstream, { ...value, provider_code: code }),
    success: { flash: "Success Updated!", redirectTo: screenHref("dashboard", { base }) },
    failure: "Error Updated!",
  });
}

// A post that fails on the way keeps the form and says so (app/lib/keep-form.ts).
export const clientAction = keepForm();

export default function MyProvider({ loaderData, actionData, params }: Route.ComponentProps) {
  const { profile, noJsImages } = loaderData;
  const base = params.base;
  const kit = useKitForm({
    schema: providerProfileSchema,
    reply: actionData,
    defaultValue: {
      provider_name: profile.provider_name,
      phone: profile.phone,
      address: profile.address,
      latlong: profile.latlong,
      profile: profile.profile,
      title_button: profile.title_button,
      link_button: profile.link_button,
      logo: profile.logo,
      banner: profile.banner,
      gallery: profile.gallery,
    },
  });
  const { fields } = kit;
  return (
    <Flex direction="column" gap="4">
      <PageHead description={myProviderText.intro} />
      <KitFormElement kit={kit}>
        <Flex direction="column" gap="4">
          <Card size="3">
            <Flex direction="column" gap="4">
              <Heading as="h2" size="4">
                {myProviderText.profile}
              </Heading>
              <div className="form-grid">
                <ReadOnlyField label={myProviderText.code} value={profile.provider_code} />
                <InputField field={fields.provider_name} label={myProviderText.name} maxLength={MAX_TEXT} autoComplete="organization" />
                <InputField field={fields.phone} label={myProviderText.phone} inputMode="tel" maxLength={24} autoComplete="tel" placeholder="021…" />
                <InputField field={fields.latlong} label={myProviderText.latLong} maxLength={40} autoComplete="off" placeholder="-6.2615,106.8106" description={myProviderText.latLongHint} />
                <TextareaField field={fields.address} label={myProviderText.address} maxLength={500} className="span-2" />
                <TextareaField field={fields.profile} label={myProviderText.description} maxLength={MAX_PROFILE} rows={5} className="span-2" description={myProviderText.descriptionHint} />
                <InputField field={fields.title_button} label={myProviderText.buttonTitle} maxLength={MAX_TEXT} autoComplete="off" placeholder={myProviderText.buttonTitleHint} />
                <InputField field={fields.link_button} label={myProviderText.buttonLink} type="url" maxLength={1000} autoComplete="off" placeholder="https://…" />
              </div>
            </Flex>
          </Card>
          <Card size="3">
            <Flex direction="column" gap="4">
              <Heading as="h2" size="4">
                {myProviderText.images}
              </Heading>
              <div className="form-grid">
                <MediaField field={fields.logo} base={base} label={myProviderText.logo} type="image" provider noJsChoices={noJsImages} />
                <MediaField field={fields.banner} base={base} label={myProviderText.banner} type="image" provider noJsChoices={noJsImages} />
              </div>
              <MediaListField base={base} form={kit.form} field={fields.gallery} title={myProviderText.gallery} itemLabel={myProviderText.galleryItem} empty={myProviderText.noPhotos} max={MAX_GALLERY} noJsImages={noJsImages} provider />
            </Flex>
          </Card>
          <FormErrors form={kit.form} />
          <div className="form-actions">
            <Button asChild variant="soft" color="gray">
              <Link to={screenHref("dashboard", { base })}>{myProviderText.cancel}</Link>
            </Button>
            <SubmitButton saving={kit.saving} label={myProviderText.save} />
          </div>
        </Flex>
      </KitFormElement>
    </Flex>
  );
}
