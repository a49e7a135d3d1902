import { Badge, Button, Card, Flex, Heading, Text } from "@radix-ui/themes";
import { useState } from "react";
import { Link } from "react-router";
import type { Route } from "./+types/$base.guidebook";
import { requireUser } from "~/.server/guard";
import { intentOf, readForm, recordForm, submitForm } from "~/.server/kits/submit";
import { createNews, deleteContent, getGuidebooks, updateContent } from "~/.server/upstream/content";
import { getNoJsChoices } from "~/.server/upstream/media";
import { DeleteConfirm, useConfirmLinks } from "~/components/confirm";
import { FormErrors, InputField, KitFormElement, MediaField, SubmitButton, useKitForm } from "~/components/form";
import { PageHead } from "~/components/page-head";
import { applyMediaChoices, FEATURE, guidebookSchema, MAX_TITLE, MESSAGES } from "~/lib/content-schemas";
import { thumbnailUrl, type MediaItem } from "~/lib/media";
import "~/styles/content.css";
import { keepForm } from "~/lib/keep-form";
import { confirmText } from "~/lib/messages-kit";
import { guidebookText } from "~/lib/messages-content";
import { screenHref } from "~/lib/screen-table";

export async function loader({ url, context }: Route.LoaderArgs) {
  const { upstream } = requireUser(context);
  const [guidebooks, noJsImages, noJsPdfs] = await Promise.all([getGuidebooks(upstream), getNoJsChoices(upstream, "image"), getNoJsChoices(upstream, "pdf")]);
  const id = url.searchParams.get("id");
  const selected = id ? (guidebooks.find((g) => g.id === id) ?? null) : null;
  const deleteId = url.searchParams.get("delete");
  const toDelete = deleteId ? (guidebooks.find((g) => g.id === deleteId) ?? null) : null;
  // SPEC §4: browsing (nothing picked), adding (?new) or editing (?id=…).
  const mode = selected ? "edit" : url.searchParams.has("new") ? "new" : "browse";
  return { guidebooks, selected, mode, toDelete, noJsImages, noJsPdfs } as const;
}

export async function action({ request, context }: Route.ActionArgs) {
  const { session, upstream, base } = requireUser(context);
  const form = applyMediaChoices(await readForm(request), ["guidebookapp", "image"]);
  const page = screenHref("guidebook", { base });
  if (intentOf(form) === "delete") {
    return submitForm(form, {
      session,
      schema: recordForm,
      run: ({ id }) => deleteContent(upstream, id, FEATURE.guidebook),
      success: { flash: MESSAGES.deleted, redirectTo: page },
      failure: { flash: MESSAGES.deleteError, redirectTo: page },
    });
  }
  return submitForm(form, {
    session,
    schema: guidebookSchema,
    async run({ id, title, guidebookapp, image }) {
      const datajson = { title, guidebookapp, image };
      if (id) {
        await updateContent(upstream, id, FEATURE.guidebook, datajson);
        return id;
      }
      return (await createNews(upstream, FEATURE.guidebook, datajson)).id;
    },
    success: (savedId, { id }) => ({ flash: id ? MESSAGES.updated : MESSAGES.inserted, redirectTo: screenHref("guidebook", { base }, { id: savedId }) }),
    failure: (_error, { id }) => (id ? MESSAGES.updateError : MESSAGES.insertError),
  });
}

// A post that fails on the way keeps the form and says so (app/lib/keep-form.ts).
export const clientAction = keepForm();

export default function GuidebookPage({ loaderData, actionData, params }: Route.ComponentProps) {
  const { guidebooks, selected, mode, toDelete } = loaderData;
  const confirm = useConfirmLinks("delete");

  return (
    <Flex direction="column" gap="4">
      <PageHead
        actions={
          <Button asChild>
            <Link to={screenHref("guidebook", params, new URLSearchParams("new"))}>{guidebookText.add}</Link>
          </Button>
        }
      />
      {toDelete && <DeleteConfirm title={guidebookText.deleteTitle} description={confirmText.willDelete(toDelete.title)} id={toDelete.id} closeHref={confirm.close} />}
      <div className="guidebook-layout">
        <Card size="2">
          <Heading as="h2" size="3" mb="3">
            {guidebookText.list} <Badge variant="soft">{guidebooks.length}</Badge>
          </Heading>
          {guidebooks.length === 0 ? (
            <Text size="2" color="gray">
              {guidebookText.none}
            </Text>
          ) : (
            <ul className="guidebook-list">
              {guidebooks.map((g) => (
                <li key={g.id}>
                  <Link to={screenHref("guidebook", params, { id: g.id })} className="guidebook-item" aria-current={selected?.id === g.id ? "true" : undefined} preventScrollReset>
                    {g.image ? <img className="guidebook-cover" src={thumbnailUrl(g.image)} width={56} height={72} alt="" loading="lazy" decoding="async" /> : <span className="guidebook-cover guidebook-cover-empty">PDF</span>}
                    <span>
                      <Text as="span" size="2" weight="medium">
                        {g.title}
                      </Text>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </Card>
        {mode === "browse" ? (
          <Card size="3">
            <Heading as="h2" size="4" mb="2">
              {guidebookText.formHeading}
            </Heading>
            <Text as="p" size="2" color="gray">
              {guidebookText.pickOrAdd}
            </Text>
          </Card>
        ) : (
          <GuidebookEditor key={selected?.id ?? "new"} base={params.base} selected={selected} reply={actionData} deleteHref={selected ? confirm.open(selected.id) : ""} noJsImages={loaderData.noJsImages} noJsPdfs={loaderData.noJsPdfs} />
        )}
      </div>
    </Flex>
  );
}

type Selected = Route.ComponentProps["loaderData"]["selected"];
type EditorProps = { base: string; selected: Selected; reply: unknown; deleteHref: string; noJsImages: MediaItem[]; noJsPdfs: MediaItem[] };

/** SPEC §4: Cancel resets the editor to the stored values (a failed submission is forgotten). */
function GuidebookEditor(props: EditorProps) {
  const [resets, setResets] = useState(0);
  const [cancelled, setCancelled] = useState<unknown>(null);
  return (
    <GuidebookForm
      key={resets}
      {...props}
      reply={props.reply === cancelled ? undefined : props.reply}
      onCancel={() => {
        setCancelled(props.reply);
        setResets((n) => n + 1);
      }}
    />
  );
}

function GuidebookForm(props: EditorProps & { onCancel: () => void }) {
  const { selected } = props;
  const kit = useKitForm({
    schema: guidebookSchema,
    reply: props.reply,
    defaultValue: { id: selected?.id ?? "", title: selected?.title ?? "", guidebookapp: selected?.guidebookapp ?? "", image: selected?.image ?? "" },
  });
  const { fields } = kit;

  return (
    <Card size="3">
      <Flex justify="between" align="center" mb="3" gap="2" wrap="wrap">
        <Heading as="h2" size="4">
          {selected ? guidebookText.editHeading : guidebookText.addHeading}
        </Heading>
        {selected && (
          <Flex gap="2">
            {selected.guidebookapp && (
              <Button asChild size="1" variant="soft">
                <a href={selected.guidebookapp} target="_blank" rel="noopener noreferrer">
                  {guidebookText.openPdf}
                </a>
              </Button>
            )}
            <Button asChild size="1" variant="soft" color="red">
              <Link to={props.deleteHref} preventScrollReset>
                {guidebookText.delete}
              </Link>
            </Button>
          </Flex>
        )}
      </Flex>
      <KitFormElement kit={kit} action={screenHref("guidebook", props, selected ? { id: selected.id } : new URLSearchParams("new"))}>
        <input type="hidden" name={fields.id.name} value={selected?.id ?? ""} />
        <Flex direction="column" gap="4">
          <InputField field={fields.title} label={guidebookText.title} maxLength={MAX_TITLE} />
          <MediaField field={fields.guidebookapp} base={props.base} label={guidebookText.pdf} type="pdf" noJsChoices={props.noJsPdfs} />
          <MediaField field={fields.image} base={props.base} label={guidebookText.cover} type="image" noJsChoices={props.noJsImages} />
          <FormErrors form={kit.form} />
          <div className="form-actions">
            <Button
              type="reset"
              variant="soft"
              color="gray"
              onClick={(event) => {
                // Without JavaScript the browser resets the fields itself.
                event.preventDefault();
                props.onCancel();
              }}
            >
              Cancel
            </Button>
            <SubmitButton saving={kit.saving} label={selected ? guidebookText.update : guidebookText.save} />
          </div>
        </Flex>
      </KitFormElement>
    </Card>
  );
}
