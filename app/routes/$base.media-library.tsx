import { Badge, Button, Callout, Card, Flex, Heading, Text, TextField } from "@radix-ui/themes";
import { useEffect, useState, type FormEvent } from "react";
import { data, Form, Link, redirect, type ShouldRevalidateFunction, useFetcher, useNavigate, useRevalidator, useSearchParams } from "react-router";
import type { Route } from "./+types/$base.media-library";
import { requireUser } from "~/.server/guard";
import { canManageMedia, deleteImage, getFileReimbursement, getLibrary, LIBRARY_PAGE_SIZE, updateImage } from "~/.server/upstream/media";
import { UpstreamError } from "~/.server/upstream/request";
import { getPayors } from "~/.server/upstream/session";
import { useHydrated } from "~/components/client-only";
import { ConfirmDialog, DeleteForm } from "~/components/confirm-dialog";
import { MediaLibraryDialog } from "~/components/media-library-dialog";
import { MediaTile } from "~/components/media-library-parts";
import { useNotify } from "~/components/notices";
import { ACCEPT, MAX_DESCRIPTION, MESSAGES, mediaTypeSchema, reimbursementFile, reimbursementSchema, renameSchema, type MediaType } from "~/lib/content-schemas";
import { formatNumber } from "~/lib/format";
import { safeRedirect } from "~/lib/safe-redirect";
import "~/styles/content.css";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { session, user, base } = requireUser(context);
  const search = new URL(request.url).searchParams;
  const type = mediaTypeSchema.safeParse(search.get("type"));
  const q = (search.get("q") ?? "").trim().slice(0, 200);
  const pageNumber = Number(search.get("page") ?? 1);
  const page = Number.isSafeInteger(pageNumber) && pageNumber >= 1 && pageNumber <= 100_000 ? pageNumber : 1;
  const [library, payors] = await Promise.all([
    getLibrary(session, { type: type.success ? type.data : undefined, q, page, size: LIBRARY_PAGE_SIZE }),
    getPayors(session).catch(() => []),
  ]);
  return {
    base,
    items: library.items,
    total: library.total,
    page,
    pageSize: LIBRARY_PAGE_SIZE,
    q,
    type: type.success ? type.data : null,
    canManage: canManageMedia(user),
    renameId: search.get("rename"),
    deleteId: search.get("delete"),
    payors,
  };
}

type ActionResult = { intent: "reimbursement"; link?: string; error?: string } | { intent: "rename"; error: string; id: string };

export async function action({ request, context }: Route.ActionArgs) {
  const { session, user, base } = requireUser(context);
  const form = await request.formData();
  const intent = form.get("intent");
  const page = `/${base}/media-library`;
  const back = (() => {
    const to = safeRedirect(String(form.get("redirectTo") ?? ""), page);
    return to.startsWith(page) ? to : page;
  })();

  if (intent === "reimbursement") return requestReimbursement(session, base, form);

  // SPEC §6: only admin (and superadmin) rename and delete media, whatever the page showed.
  if (!canManageMedia(user)) throw data("Forbidden", { status: 403 });
  if (intent === "rename") {
    const parsed = renameSchema.safeParse({ id: form.get("id"), description: form.get("description") });
    if (!parsed.success) {
      return data<ActionResult>({ intent: "rename", id: String(form.get("id") ?? ""), error: parsed.error.issues[0]?.message ?? "Deskripsi tidak valid." }, { status: 400 });
    }
    try {
      await updateImage(session, parsed.data.id, parsed.data.description);
      session.flash({ type: "success", message: MESSAGES.updated });
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      session.flash({ type: "error", message: MESSAGES.updateError });
    }
    return redirect(back);
  }
  if (intent === "delete") {
    const id = String(form.get("id") ?? "");
    if (!id) throw data("Missing id", { status: 400 });
    try {
      await deleteImage(session, id);
      session.flash({ type: "success", message: MESSAGES.deleted });
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      session.flash({ type: "error", message: MESSAGES.deleteError });
    }
    return redirect(back);
  }
  throw data("Unknown intent", { status: 400 });
}

async function requestReimbursement(session: ReturnType<typeof requireUser>["session"], base: string, form: FormData) {
  const parsed = reimbursementSchema.safeParse({ from: form.get("from") ?? undefined, to: form.get("to") ?? undefined, payor: form.get("payor") ?? undefined });
  if (!parsed.success) return data<ActionResult>({ intent: "reimbursement", error: parsed.error.issues[0]?.message ?? MESSAGES.reimbursementRequired }, { status: 400 });
  const { from, to, payor } = parsed.data;
  const payors = await getPayors(session);
  if (!payors.some((p) => p.payor_code === payor)) return data<ActionResult>({ intent: "reimbursement", error: "Payor tidak ditemukan untuk akun Anda." }, { status: 400 });
  try {
    const answer = await getFileReimbursement(session, { payor, from, to });
    const file = answer.status === false || !answer.data ? null : reimbursementFile(answer.data);
    if (!file) return data<ActionResult>({ intent: "reimbursement", error: answer.message || MESSAGES.tooMuchData }, { status: 400 });
    return { intent: "reimbursement", link: `/${base}/media-library/reimbursement?file=${encodeURIComponent(file)}` } satisfies ActionResult;
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    // SPEC §8: the platform refuses a range with too many attachments.
    const message = error.status < 500 ? error.message || MESSAGES.tooMuchData : error.message;
    return data<ActionResult>({ intent: "reimbursement", error: message }, { status: error.status < 500 ? 400 : 502 });
  }
}

export const meta: Route.MetaFunction = () => [{ title: "Media Library · Sehat Console" }];

/** Asking for a download link changes nothing on the page: no need to read the library again. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formData, defaultShouldRevalidate }) =>
  formData?.get("intent") === "reimbursement" ? false : defaultShouldRevalidate;

export default function MediaLibrary({ loaderData, actionData }: Route.ComponentProps) {
  const { base, items, total, page, pageSize, q, type, canManage, renameId, deleteId } = loaderData;
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const hydrated = useHydrated();
  const [uploadType, setUploadType] = useState<MediaType | null>(null);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));

  const hrefWith = (change: Record<string, string | null>) => {
    const next = new URLSearchParams(searchParams);
    for (const key of ["rename", "delete"]) next.delete(key);
    for (const [key, value] of Object.entries(change)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    return `/${base}/media-library${next.size ? `?${next}` : ""}`;
  };
  const current = hrefWith({});
  const toDelete = deleteId ? items.find((i) => i.id === deleteId) : undefined;
  const renameError = actionData && "intent" in actionData && actionData.intent === "rename" ? actionData : null;

  const deleteForm = deleteId && <DeleteForm action={`/${base}/media-library`} id={deleteId} redirectTo={current} />;
  const deleteText = `"${toDelete?.description || toDelete?.titleImage || "Media ini"}" akan dihapus dari library. Konten yang memakainya tidak lagi menampilkan file ini.`;

  return (
    <Flex direction="column" gap="4">
      <div className="page-head">
        <Heading as="h1" size="6">
          Media Library
        </Heading>
        {hydrated ? (
          <Flex gap="2" wrap="wrap">
            <Button onClick={() => setUploadType("image")}>Upload Image</Button>
            <Button variant="soft" onClick={() => setUploadType("pdf")}>
              Upload PDF
            </Button>
          </Flex>
        ) : null}
      </div>

      {!hydrated && <NoJsUpload base={base} back={current} />}
      {hydrated && uploadType && (
        <MediaLibraryDialog
          base={base}
          type={uploadType}
          open
          initialTab="upload"
          onOpenChange={(open) => !open && setUploadType(null)}
          onUploaded={() => void revalidator.revalidate()}
        />
      )}

      {deleteId && canManage &&
        (hydrated ? (
          <ConfirmDialog open onOpenChange={(open) => !open && navigate(current, { replace: true, preventScrollReset: true })} title="Delete media?" description={deleteText} confirm={deleteForm} />
        ) : (
          <Callout.Root color="red" role="alertdialog" aria-label="Delete media?">
            <Callout.Text>
              <Text weight="bold">Delete media?</Text> {deleteText}
            </Callout.Text>
            <Flex gap="2" mt="2">
              <Button asChild variant="soft" color="gray">
                <Link to={current}>Cancel</Link>
              </Button>
              {deleteForm}
            </Flex>
          </Callout.Root>
        ))}

      <ReimbursementDownload payors={loaderData.payors} actionData={actionData && actionData.intent === "reimbursement" ? actionData : undefined} />

      <Card size="2">
        <div className="library-toolbar">
          <Form method="get" role="search">
            <TextField.Root name="q" type="search" defaultValue={q} placeholder="Cari deskripsi…" aria-label="Cari deskripsi" maxLength={200} key={q} />
            <select name="type" defaultValue={type ?? ""} aria-label="Jenis media" key={type ?? ""}>
              <option value="">Semua</option>
              <option value="image">Gambar</option>
              <option value="pdf">PDF</option>
            </select>
            <Button type="submit" variant="soft">
              Cari
            </Button>
          </Form>
          <Text size="2" color="gray">
            {formatNumber(total)} media{q ? ` cocok dengan "${q}"` : ""}
          </Text>
        </div>
      </Card>

      {items.length === 0 ? (
        <Card size="3">
          <Text color="gray">{q ? "Tidak ada media yang cocok dengan pencarian." : "Library masih kosong."}</Text>
        </Card>
      ) : (
        <div className="masonry" data-testid="library">
          {items.map((item) => (
            <MediaTile key={item.id} item={item}>
              <Flex gap="1" wrap="wrap" align="center">
                <Badge variant="soft" color={item.type === "pdf" ? "red" : "blue"}>
                  {item.type === "pdf" ? "PDF" : "Image"}
                </Badge>
              </Flex>
              {canManage && renameId === item.id ? (
                <Form method="post" action={`/${base}/media-library`} className="media-rename">
                  <input type="hidden" name="intent" value="rename" />
                  <input type="hidden" name="id" value={item.id} />
                  <input type="hidden" name="redirectTo" value={current} />
                  <TextField.Root name="description" defaultValue={item.description} aria-label="Deskripsi baru" maxLength={MAX_DESCRIPTION} autoFocus />
                  {renameError?.id === item.id && (
                    <Text size="1" color="red" role="alert">
                      {renameError.error}
                    </Text>
                  )}
                  <Flex gap="2">
                    <Button type="submit" size="1">
                      Save
                    </Button>
                    <Button asChild size="1" variant="soft" color="gray">
                      <Link to={current} preventScrollReset>
                        Cancel
                      </Link>
                    </Button>
                  </Flex>
                </Form>
              ) : (
                <div className="media-actions">
                  {item.type === "pdf" && (
                    <Button asChild size="1" variant="soft">
                      <a href={item.image_url} target="_blank" rel="noopener noreferrer">
                        Open
                      </a>
                    </Button>
                  )}
                  {canManage && (
                    <>
                      <Button asChild size="1" variant="soft" color="gray">
                        <Link to={hrefWith({ rename: item.id })} preventScrollReset aria-label={`Rename ${item.description}`}>
                          Rename
                        </Link>
                      </Button>
                      <Button asChild size="1" variant="soft" color="red">
                        <Link to={hrefWith({ delete: item.id })} preventScrollReset aria-label={`Delete ${item.description}`}>
                          Delete
                        </Link>
                      </Button>
                    </>
                  )}
                </div>
              )}
            </MediaTile>
          ))}
        </div>
      )}

      {pageCount > 1 && (
        <nav className="pager" aria-label="Halaman">
          <Text size="2" color="gray">
            Showing {formatNumber((page - 1) * pageSize + 1)} to {formatNumber(Math.min(total, page * pageSize))} of {formatNumber(total)} entries
          </Text>
          <Flex gap="1" align="center">
            <PageLink to={hrefWith({ page: page > 2 ? String(page - 1) : null })} disabled={page <= 1} label="Previous" />
            <Text size="2" aria-current="page">
              {formatNumber(page)} / {formatNumber(pageCount)}
            </Text>
            <PageLink to={hrefWith({ page: String(page + 1) })} disabled={page >= pageCount} label="Next" />
          </Flex>
        </nav>
      )}

    </Flex>
  );
}

function PageLink({ to, disabled, label }: { to: string; disabled: boolean; label: string }) {
  if (disabled) {
    return (
      <Button variant="soft" size="1" disabled>
        {label}
      </Button>
    );
  }
  return (
    <Button asChild variant="soft" size="1">
      <Link to={to}>{label}</Link>
    </Button>
  );
}

/** Without JavaScript: a plain upload form (with JavaScript the dialog does this, with progress). */
function NoJsUpload({ base, back }: { base: string; back: string }) {
  return (
    <details className="nojs-upload">
      <summary>
        <Text size="2" weight="medium">
          Upload media
        </Text>
      </summary>
      <Card size="2" mt="2">
        <form method="post" action={`/${base}/media-library/upload`} encType="multipart/form-data">
          <input type="hidden" name="redirectTo" value={back} />
          <Flex direction="column" gap="3">
            <label className="field">
              <Text size="2" weight="medium">
                Jenis
              </Text>
              <select name="type" defaultValue="image">
                <option value="image">Gambar (PNG, JPEG, WebP, GIF; maks. 5 MB)</option>
                <option value="pdf">PDF (maks. 20 MB)</option>
              </select>
            </label>
            <label className="field">
              <Text size="2" weight="medium">
                File
              </Text>
              <input type="file" name="image" accept={`${ACCEPT.image},${ACCEPT.pdf}`} />
            </label>
            <label className="field">
              <Text size="2" weight="medium">
                Deskripsi
              </Text>
              <input type="text" name="description" maxLength={MAX_DESCRIPTION} />
            </label>
            <div>
              <Button type="submit">Upload</Button>
            </div>
          </Flex>
        </form>
      </Card>
    </details>
  );
}

type Payor = { payor_code: string; payor_name: string };

/**
 * SPEC §4 reimbursement download button: 'Request Link Download' → 'Process.....' →
 * 'Download Now' (opens the link, then resets). Without JavaScript the page comes back with the
 * link as a plain download anchor.
 */
function ReimbursementDownload({ payors, actionData }: { payors: Payor[]; actionData?: { link?: string; error?: string } }) {
  const fetcher = useFetcher<{ intent: "reimbursement"; link?: string; error?: string }>({ key: "reimbursement" });
  const notify = useNotify();
  const [localError, setLocalError] = useState<string | null>(null);
  const [used, setUsed] = useState<string | null>(null);
  const result = fetcher.data ?? actionData;
  const processing = fetcher.state !== "idle";
  const link = !processing && result?.link && result.link !== used ? result.link : null;
  const error = localError ?? (!processing ? (result?.error ?? null) : null);

  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.error) notify("error", fetcher.data.error);
  }, [fetcher.state, fetcher.data, notify]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const form = new FormData(event.currentTarget);
    if (!form.get("from") || !form.get("to") || !form.get("payor")) {
      event.preventDefault();
      setLocalError(MESSAGES.reimbursementRequired);
      notify("warning", MESSAGES.reimbursementRequired);
      return;
    }
    setLocalError(null);
    setUsed(null);
  };

  return (
    <Card size="2">
      <Heading as="h2" size="4" mb="1">
        Download Reimbursement Attachments
      </Heading>
      <Text as="p" size="2" color="gray" mb="3">
        Lampiran klaim reimbursement satu payor dalam rentang tanggal, sebagai satu file ZIP (maks. 31 hari).
      </Text>
      <fetcher.Form method="post" className="reimb-form" onSubmit={onSubmit} noValidate>
        <input type="hidden" name="intent" value="reimbursement" />
        <label>
          Start Date
          <input type="date" name="from" />
        </label>
        <label>
          To date
          <input type="date" name="to" />
        </label>
        <label>
          Payor
          <select name="payor" defaultValue="">
            <option value="">Pilih payor</option>
            {payors.map((p) => (
              <option key={p.payor_code} value={p.payor_code}>
                {p.payor_code} · {p.payor_name}
              </option>
            ))}
          </select>
        </label>
        <div>
          {link ? (
            <Button asChild color="green">
              <a
                href={link}
                download
                onClick={() => {
                  // The download starts; the button goes back to its first state.
                  setTimeout(() => setUsed(link), 0);
                }}
              >
                Download Now
              </a>
            </Button>
          ) : (
            <Button type="submit" disabled={processing}>
              {processing ? "Process....." : "Request Link Download"}
            </Button>
          )}
        </div>
      </fetcher.Form>
      {error && (
        <Callout.Root color="red" role="alert" size="1" mt="3">
          <Callout.Text>{error}</Callout.Text>
        </Callout.Root>
      )}
    </Card>
  );
}
