import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Badge, Button, Callout, Card, Flex, Heading, Text } from "@radix-ui/themes";
import { useState } from "react";
import { data, Form, Link, redirect, useNavigate, useNavigation } from "react-router";
import type { Route } from "./+types/$base.guidebook";
import { requireUser } from "~/.server/guard";
import { createContent, deleteContent, getGuidebooks, updateContent } from "~/.server/upstream/content";
import { getLibrary } from "~/.server/upstream/media";
import { UpstreamError } from "~/.server/upstream/request";
import { useHydrated } from "~/components/client-only";
import { ConfirmDialog, DeleteForm } from "~/components/confirm-dialog";
import { Field, FormErrors } from "~/components/form";
import { MediaPickerField } from "~/components/media-library-dialog";
import { applyMediaChoices, FEATURE, guidebookSchema, MAX_TITLE, MESSAGES, type MediaItem } from "~/lib/content-schemas";
import "~/styles/content.css";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { session, base } = requireUser(context);
  const search = new URL(request.url).searchParams;
  const [guidebooks, noJsImages, noJsPdfs] = await Promise.all([
    getGuidebooks(session),
    getLibrary(session, { type: "image", size: 12 }).then((r) => r.items, () => [] as MediaItem[]),
    getLibrary(session, { type: "pdf", size: 12 }).then((r) => r.items, () => [] as MediaItem[]),
  ]);
  const id = search.get("id");
  const selected = id ? (guidebooks.find((g) => g.id === id) ?? null) : null;
  const deleteId = search.get("delete");
  const toDelete = deleteId ? (guidebooks.find((g) => g.id === deleteId) ?? null) : null;
  // Browsing (nothing picked), adding (?new) or editing (?id=…).
  const mode = selected ? "edit" : search.has("new") ? "new" : "browse";
  return { base, guidebooks, selected, mode, toDelete, noJsImages, noJsPdfs } as const;
}

export async function action({ request, context }: Route.ActionArgs) {
  const { session, base } = requireUser(context);
  const form = applyMediaChoices(await request.formData(), ["guidebookapp", "image"]);
  const page = `/${base}/guidebook`;
  if (form.get("intent") === "delete") {
    const id = String(form.get("id") ?? "");
    try {
      await deleteContent(session, id, FEATURE.guidebook);
      session.flash({ type: "success", message: MESSAGES.deleted });
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      session.flash({ type: "error", message: MESSAGES.deleteError });
    }
    return redirect(page);
  }
  const submission = parseWithZod(form, { schema: guidebookSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const { id, title, guidebookapp, image } = submission.value;
  const datajson = { title, guidebookapp, image };
  try {
    if (id) {
      await updateContent(session, id, FEATURE.guidebook, datajson);
      session.flash({ type: "success", message: MESSAGES.updated });
      return redirect(`${page}?id=${encodeURIComponent(id)}`);
    }
    const created = await createContent(session, FEATURE.guidebook, datajson);
    session.flash({ type: "success", message: MESSAGES.inserted });
    return redirect(created.id ? `${page}?id=${encodeURIComponent(created.id)}` : page);
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    const message = id ? MESSAGES.updateError : MESSAGES.insertError;
    session.flash({ type: "error", message });
    return data(submission.reply({ formErrors: [`${message} ${error.message}`] }), { status: error.status >= 500 ? 502 : 400 });
  }
}

export const meta: Route.MetaFunction = () => [{ title: "Guidebook · Sehat Console" }];

export default function GuidebookPage({ loaderData, actionData }: Route.ComponentProps) {
  const { base, guidebooks, selected, mode, toDelete } = loaderData;
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const page = `/${base}/guidebook`;
  const back = selected ? `${page}?id=${encodeURIComponent(selected.id)}` : page;

  const deleteForm = toDelete && <DeleteForm action={page} id={toDelete.id} />;

  return (
    <Flex direction="column" gap="4">
      <div className="page-head">
        <Heading as="h1" size="6">
          Guidebook
        </Heading>
        <Button asChild>
          <Link to={`${page}?new`}>+ Add Guidebook</Link>
        </Button>
      </div>
      {toDelete &&
        (hydrated ? (
          <ConfirmDialog
            open
            onOpenChange={(open) => !open && navigate(back, { replace: true, preventScrollReset: true })}
            title="Delete guidebook?"
            description={`"${toDelete.title}" will be deleted. Are you sure?`}
            confirm={deleteForm}
          />
        ) : (
          <Callout.Root color="red" role="alertdialog" aria-label="Delete guidebook?">
            <Callout.Text>
              <Text weight="bold">Delete guidebook?</Text> "{toDelete.title}" will be deleted. Are you sure?
            </Callout.Text>
            <Flex gap="2" mt="2">
              <Button asChild variant="soft" color="gray">
                <Link to={back}>Cancel</Link>
              </Button>
              {deleteForm}
            </Flex>
          </Callout.Root>
        ))}
      <div className="guidebook-layout">
        <Card size="2">
          <Heading as="h2" size="3" mb="3">
            Daftar Guidebook <Badge variant="soft">{guidebooks.length}</Badge>
          </Heading>
          {guidebooks.length === 0 ? (
            <Text size="2" color="gray">
              Belum ada guidebook.
            </Text>
          ) : (
            <ul className="guidebook-list">
              {guidebooks.map((g) => (
                <li key={g.id}>
                  <Link to={`${page}?id=${encodeURIComponent(g.id)}`} className="guidebook-item" aria-current={selected?.id === g.id ? "true" : undefined} preventScrollReset>
                    {g.image ? <img className="guidebook-cover" src={g.image} alt="" loading="lazy" /> : <span className="guidebook-cover guidebook-cover-empty">PDF</span>}
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
              Editor
            </Heading>
            <Text as="p" size="2" color="gray">
              Pilih guidebook di daftar untuk mengubahnya, atau tambah guidebook baru.
            </Text>
          </Card>
        ) : (
          <GuidebookEditor
            key={selected?.id ?? "new"}
            base={base}
            selected={selected}
            lastResult={actionData}
            noJsImages={loaderData.noJsImages}
            noJsPdfs={loaderData.noJsPdfs}
          />
        )}
      </div>
    </Flex>
  );
}

type Selected = Route.ComponentProps["loaderData"]["selected"];

function GuidebookEditor(props: {
  base: string;
  selected: Selected;
  lastResult: Route.ComponentProps["actionData"];
  noJsImages: MediaItem[];
  noJsPdfs: MediaItem[];
}) {
  const [resets, setResets] = useState(0);
  const [cancelled, setCancelled] = useState<unknown>(null);
  return (
    <GuidebookForm
      key={resets}
      {...props}
      lastResult={props.lastResult === cancelled ? undefined : props.lastResult}
      onCancel={() => {
        setCancelled(props.lastResult);
        setResets((n) => n + 1);
      }}
    />
  );
}

function GuidebookForm(props: {
  base: string;
  selected: Selected;
  lastResult: Route.ComponentProps["actionData"];
  noJsImages: MediaItem[];
  noJsPdfs: MediaItem[];
  /** Cancel: the editor goes back to the stored values (a failed submission is forgotten). */
  onCancel: () => void;
}) {
  const navigation = useNavigation();
  const { selected } = props;
  const page = `/${props.base}/guidebook`;
  const [form, fields] = useForm({
    lastResult: navigation.state === "idle" ? props.lastResult : null,
    defaultValue: { id: selected?.id ?? "", title: selected?.title ?? "", guidebookapp: selected?.guidebookapp ?? "", image: selected?.image ?? "" },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: guidebookSchema }),
  });
  const saving = navigation.state === "submitting";
  const initial = (name: "guidebookapp" | "image") => (fields[name].initialValue as string | undefined) ?? selected?.[name] ?? "";

  return (
    <Card size="3">
      <Flex justify="between" align="center" mb="3" gap="2" wrap="wrap">
        <Heading as="h2" size="4">
          {selected ? "Edit Guidebook" : "Add Guidebook"}
        </Heading>
        {selected && (
          <Flex gap="2">
            {selected.guidebookapp && (
              <Button asChild size="1" variant="soft">
                <a href={selected.guidebookapp} target="_blank" rel="noopener noreferrer">
                  Open PDF
                </a>
              </Button>
            )}
            <Button asChild size="1" variant="soft" color="red">
              <Link to={`${page}?id=${encodeURIComponent(selected.id)}&delete=${encodeURIComponent(selected.id)}`} preventScrollReset>
                Delete
              </Link>
            </Button>
          </Flex>
        )}
      </Flex>
      <Form method="post" action={selected ? `${page}?id=${encodeURIComponent(selected.id)}` : `${page}?new`} {...getFormProps(form)}>
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name={fields.id.name} value={selected?.id ?? ""} />
        <Flex direction="column" gap="4">
          <Field field={fields.title} label="Title" maxLength={MAX_TITLE} />
          <MediaPickerField
            base={props.base}
            name={fields.guidebookapp.name}
            label="Guidebook PDF"
            type="pdf"
            defaultValue={initial("guidebookapp")}
            errors={fields.guidebookapp.errors}
            errorId={fields.guidebookapp.errorId}
            noJsChoices={props.noJsPdfs}
          />
          <MediaPickerField
            base={props.base}
            name={fields.image.name}
            label="Cover Image"
            type="image"
            defaultValue={initial("image")}
            errors={fields.image.errors}
            errorId={fields.image.errorId}
            noJsChoices={props.noJsImages}
          />
          <FormErrors errors={form.errors} id={form.errorId} />
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
            <Button type="submit" disabled={saving}>
              {saving ? "Saving..." : selected ? "Update" : "Save"}
            </Button>
          </div>
        </Flex>
      </Form>
    </Card>
  );
}
