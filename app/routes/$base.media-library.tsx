import { Badge, Button, Card, Flex, Text, TextField } from "@radix-ui/themes";
import { lazy, Suspense, useState, type ReactNode } from "react";
import { data, Link, type ShouldRevalidateFunction, useRevalidator } from "react-router";
import type { Route } from "./+types/$base.media-library";
import { can } from "~/.server/access";
import { requireUser } from "~/.server/guard";
import { backTo, FormError, intentOf, readForm, recordForm, submitForm } from "~/.server/kits/submit";
import { deleteImage, getFileRembursment, getLibrary, LIBRARY_PAGE_SIZE, updateImage } from "~/.server/upstream/media";
import { orFallback } from "~/.server/upstream/request";
import { getPayors } from "~/.server/upstream/shell";
import { NoScript } from "~/components/client-only";
import { DeleteConfirm, useConfirmLinks } from "~/components/confirm";
import { FieldError, KitFormElement, ListForm, SubmitButton, useKitForm } from "~/components/form";
import { MediaLibraryDialog, MediaOpenLink, MediaThumb } from "~/components/media-library-parts";
import { PageHead } from "~/components/page-head";
import { Pager } from "~/components/pager";
import { MAX_DESCRIPTION, MESSAGES, reimbursementFile, reimbursementSchema, renameSchema } from "~/lib/content-schemas";
import { ACCEPT, type MediaItem, type MediaType } from "~/lib/media";
import { formatDateTime, formatNumber } from "~/lib/format";
import { libraryText as t } from "~/lib/messages-library";
import { mediaText } from "~/lib/messages-media";
import { defineList, oneOf, readList, SEARCH_MAX } from "~/lib/list";
import { RowAction } from "~/components/row-action";
import "~/styles/content.css";

// The reimbursement card is the page's only date form: its code stays out of the first visit (the
// page's 250 KB) and hydrates once it has come. The server has it at hand, so the page it sends holds
// the card in place (a lazy one would be streamed hidden, for a script to show: nothing without JavaScript).
const serverCard = import.meta.env.SSR ? await import("~/components/reimbursement-download") : null;
const ReimbursementDownload = serverCard ? serverCard.default : lazy(() => import("~/components/reimbursement-download"));
import { keepForm } from "~/lib/keep-form";
import { screenHref } from "~/lib/screen-table";

const libraryList = defineList({ pageSizes: [LIBRARY_PAGE_SIZE], filters: { type: oneOf(["", "image", "pdf"], "") } });

export async function loader({ url, context }: Route.LoaderArgs) {
  const { upstream, user } = requireUser(context);
  const list = readList(url, libraryList);
  const type = list.filters.type || undefined;
  const [library, payors] = await Promise.all([getLibrary(upstream, { type, q: list.q, page: list.page, size: list.size }), orFallback(getPayors(upstream), [])]);
  return {
    list,
    items: library.items,
    total: library.total,
    canManage: can(user, "media.manage"),
    renameId: url.searchParams.get("rename"),
    deleteId: url.searchParams.get("delete"),
    payors,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { session, upstream, user, base } = requireUser(context);
  const form = await readForm(request);
  const intent = intentOf(form);
  if (intent === "reimbursement") return requestReimbursement(form, session, upstream, base);

  // SPEC §6: only admin (and superadmin) rename and delete media, whatever the page showed.
  if (!can(user, "media.manage")) throw data("Forbidden", { status: 403 });
  // Back to the same list state (search, type, page) the action came from.
  const back = backTo(form, screenHref("media-library", { base }));
  if (intent === "rename") {
    return submitForm(form, {
      session,
      intent,
      schema: renameSchema,
      run: ({ id, description }) => updateImage(upstream, id, description),
      success: { flash: MESSAGES.updated, redirectTo: back },
      failure: { flash: MESSAGES.updateError, redirectTo: back },
    });
  }
  if (intent === "delete") {
    return submitForm(form, {
      session,
      intent,
      schema: recordForm,
      run: ({ id }) => deleteImage(upstream, id),
      success: { flash: MESSAGES.deleted, redirectTo: back },
      failure: { flash: MESSAGES.deleteError, redirectTo: back },
    });
  }
  throw data("Unknown intent", { status: 400 });
}

// A post that fails on the way keeps the form and says so (app/lib/keep-form.ts).
export const clientAction = keepForm();

/** SPEC §7 getFileRembursment: a 'Download Now' link, or the platform's refusal ('Data terlalu banyak…'). */
function requestReimbursement(form: FormData, session: ReturnType<typeof requireUser>["session"], upstream: ReturnType<typeof requireUser>["upstream"], base: string) {
  return submitForm(form, {
    session,
    intent: "reimbursement",
    schema: reimbursementSchema,
    async run({ from, to, payor }) {
      const payors = await getPayors(upstream);
      if (!payors.some((p) => p.payor_code === payor)) throw new FormError({ form: [t.payorNotFound] });
      const answer = await getFileRembursment(upstream, { payor, from, to });
      const file = answer.status === false || !answer.data ? null : reimbursementFile(answer.data);
      if (!file) throw new FormError({ form: [answer.message || MESSAGES.tooMuchData] });
      return screenHref("media-library-reimbursement", { base }, { file });
    },
    success: (link) => ({ extra: { link } }),
    // SPEC §8: the platform refuses a range with too many attachments.
    failure: (error) => ({ message: error.status < 500 ? error.message || MESSAGES.tooMuchData : error.message }),
  });
}

/** Asking for a download link changes nothing on the page: no need to read the library again. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formData, defaultShouldRevalidate }) =>
  formData?.get("intent") === "reimbursement" ? false : defaultShouldRevalidate;

export default function MediaLibrary({ loaderData, actionData, params }: Route.ComponentProps) {
  const { list, items, total, canManage, renameId, deleteId } = loaderData;
  const { base } = params;
  const revalidator = useRevalidator();
  const [uploadType, setUploadType] = useState<MediaType | null>(null);
  const deleting = useConfirmLinks("delete", ["rename"]);
  const renaming = useConfirmLinks("rename", ["delete"]);
  // The list state without the open rename or delete: where every action goes back to.
  const current = deleting.close;
  const toDelete = deleteId ? items.find((i) => i.id === deleteId) : undefined;
  const deleteText = t.willDelete(toDelete?.description || toDelete?.titleImage || t.thisItem);

  return (
    <Flex direction="column" gap="4">
      <PageHead
        actions={
          // In the server's HTML too, so nothing moves at hydration; hidden when scripting is off,
          // where the upload form below takes their place.
          <Flex gap="2" className="scripted">
            <Button onClick={() => setUploadType("image")}>{t.uploadImage}</Button>
            <Button variant="soft" onClick={() => setUploadType("pdf")}>
              {t.uploadPdf}
            </Button>
          </Flex>
        }
      />

      <NoScript>
        <NoJsUpload base={base} back={current} />
      </NoScript>
      {uploadType && (
        <Suspense fallback={null}>
          <MediaLibraryDialog
            base={base}
            type={uploadType}
            open
            initialTab="upload"
            onOpenChange={(open) => !open && setUploadType(null)}
            onUploaded={() => void revalidator.revalidate()}
          />
        </Suspense>
      )}

      {deleteId && canManage && <DeleteConfirm title={t.deleteTitle} description={deleteText} id={deleteId} closeHref={current} />}

      {/* Server-rendered whole; its code (and the date fields') comes after the page's own. */}
      <Suspense fallback={null}>
        <ReimbursementDownload payors={loaderData.payors} reply={actionData} />
      </Suspense>

      <Card size="2">
        <div className="library-toolbar">
          <ListForm role="search">
            <TextField.Root name="q" type="search" defaultValue={list.q} placeholder={mediaText.search} aria-label={mediaText.searchLabel} maxLength={SEARCH_MAX} key={list.q} />
            <select name="type" defaultValue={list.filters.type} aria-label={t.type} key={list.filters.type}>
              <option value="">{t.all}</option>
              <option value="image">{t.image}</option>
              <option value="pdf">{mediaText.pdf}</option>
            </select>
            <Button type="submit" variant="soft">
              {t.find}
            </Button>
          </ListForm>
          <Text size="2" color="gray">
            {t.count(formatNumber(total), list.q)}
          </Text>
        </div>
      </Card>

      {items.length === 0 ? (
        <Card size="3">
          <Text color="gray">{list.q ? t.noMatch : t.empty}</Text>
        </Card>
      ) : (
        <div className="masonry" data-testid="library">
          {items.map((item) => (
            <MediaTile key={item.id} item={item}>
              <Flex gap="1" wrap="wrap" align="center">
                <Badge variant="soft" color={item.type === "pdf" ? "red" : "blue"}>
                  {item.type === "pdf" ? mediaText.pdf : t.image}
                </Badge>
              </Flex>
              {canManage && renameId === item.id ? (
                <RenameForm id={item.id} description={item.description} back={current} reply={actionData} />
              ) : (
                <div className="media-actions">
                  {/* The tile shows a thumbnail; the full image (or the PDF) opens here. */}
                  <Button asChild size="1" variant="soft">
                    <MediaOpenLink item={item} />
                  </Button>
                  {canManage && (
                    <>
                      <RowAction to={renaming.open(item.id)} label={t.rename} of={item.description} color="gray" dialog />
                      <RowAction to={deleting.open(item.id)} label={t.delete} of={item.description} color="red" dialog />
                    </>
                  )}
                </div>
              )}
            </MediaTile>
          ))}
        </div>
      )}

      {total > list.size && <Pager page={list.page} size={list.size} total={total} />}
    </Flex>
  );
}

/** One tile of the masonry. */
function MediaTile({ item, children }: { item: MediaItem; children?: ReactNode }) {
  return (
    <figure className="media-tile" data-testid="media-tile">
      <MediaThumb item={item} />
      <figcaption>
        <Text as="p" size="2" weight="medium" className="media-desc">
          {item.description || item.titleImage || t.noDescription}
        </Text>
        {item.createdAt && (
          <Text as="p" size="1" color="gray">
            {formatDateTime(item.createdAt)}
          </Text>
        )}
        {children}
      </figcaption>
    </figure>
  );
}

/** Renames one item in place; a refused description is shown there and the list state is kept. */
function RenameForm({ id, description, back, reply }: { id: string; description: string; back: string; reply: unknown }) {
  const kit = useKitForm({ schema: renameSchema, reply, intent: "rename", id: `rename-${id}`, defaultValue: { id, description } });
  const { fields } = kit;
  return (
    <KitFormElement kit={kit} className="media-rename" preventScrollReset>
      <input type="hidden" name={fields.id.name} value={id} />
      <input type="hidden" name="redirectTo" value={back} />
      <TextField.Root key={fields.description.key} id={fields.description.id} name={fields.description.name} defaultValue={fields.description.initialValue as string} aria-label={t.newDescription} aria-invalid={!!fields.description.errors || undefined} aria-describedby={fields.description.errors ? fields.description.errorId : undefined} maxLength={MAX_DESCRIPTION} autoFocus />
      <FieldError errors={fields.description.errors} id={fields.description.errorId} />
      <Flex gap="2">
        <SubmitButton saving={kit.saving} label={t.save} size="1" />
        <Button asChild size="1" variant="soft" color="gray">
          <Link to={back} preventScrollReset>
            {t.cancel}
          </Link>
        </Button>
      </Flex>
    </KitFormElement>
  );
}

/** Without JavaScript: a plain upload form (with JavaScript the dialog does this, with progress). */
function NoJsUpload({ base, back }: { base: string; back: string }) {
  return (
    <details className="nojs-upload">
      <summary>
        <Text size="2" weight="medium">
          {t.uploadForm}
        </Text>
      </summary>
      <Card size="2" mt="2">
        <form method="post" action={screenHref("media-upload", { base })} encType="multipart/form-data">
          <input type="hidden" name="redirectTo" value={back} />
          <Flex direction="column" gap="3">
            <label className="field">
              <Text size="2" weight="medium">
                {t.kind}
              </Text>
              <select name="type" defaultValue="image">
                <option value="image">{t.imageLimits}</option>
                <option value="pdf">{t.pdfLimits}</option>
              </select>
            </label>
            <label className="field">
              <Text size="2" weight="medium">
                {t.file}
              </Text>
              <input type="file" name="image" accept={`${ACCEPT.image},${ACCEPT.pdf}`} />
            </label>
            <label className="field">
              <Text size="2" weight="medium">
                {t.description}
              </Text>
              <input type="text" name="description" maxLength={MAX_DESCRIPTION} />
            </label>
            <div>
              <Button type="submit">{t.upload}</Button>
            </div>
          </Flex>
        </form>
      </Card>
    </details>
  );
}
