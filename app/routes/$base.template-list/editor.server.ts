import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { requireUser } from "~/.server/guard";
import { FormError, readForm, replyWith, submitForm } from "~/.server/kits/submit";
import { getStampDocumentTypes, getStampProviders, getStampTemplates, saveStampTemplate } from "~/.server/upstream/estamp";
import type { Upstream } from "~/.server/upstream/client";
import { decodeTemplateParam, MAX_TEMPLATE_PDF_BYTES, onPage, TEMPLATE_MESSAGES, templateSchema, type TemplateForm } from "~/lib/stamp-template";
import type { SessionUser } from "~/lib/user";
import { screenHref } from "~/lib/screen-table";

/**
 * Add and edit of a stamp template (SPEC §2 add-template/{providerCode}, edit-template/{data}) are
 * one editor. Whose template it is comes from the route, never from the post: role e-materai only
 * ever reaches its own provider, the administrators any provider enrolled in their app, and an
 * edit link's base64 row names only the template, which is read again from the platform.
 */

type Target = {
  providerCode: string;
  providerName: string;
  /** SPEC §4: where a save (and Cancel) goes. */
  back: string;
  template: Awaited<ReturnType<typeof getStampTemplates>>[number] | null;
};

async function templateTarget(params: LoaderFunctionArgs["params"], upstream: Upstream, user: SessionUser, base: string): Promise<Target> {
  const own = user.role === "e-materai";
  const list = screenHref(own ? "template-list" : "ematerai", { base });
  const wanted = params.data !== undefined ? decodeTemplateParam(params.data) : params.id ? { provider_code: params.id, template_id: null } : null;
  if (!wanted) throw redirect(list);
  let providerName: string;
  if (own) {
    if (wanted.provider_code !== user.provider_code) throw redirect(list);
    providerName = user.provider_name ?? user.name;
  } else {
    const provider = (await getStampProviders(upstream)).find((p) => p.provider_code === wanted.provider_code);
    if (!provider) throw redirect(list);
    providerName = provider.long_name;
  }
  const back = own ? list : screenHref("templating", { base, id: wanted.provider_code });
  if (wanted.template_id === null) return { providerCode: wanted.provider_code, providerName, back, template: null };
  const template = (await getStampTemplates(upstream, wanted.provider_code)).find((t) => t.template_id === wanted.template_id);
  // SPEC §2: a detail screen without its row goes back to the list.
  if (!template) throw redirect(back);
  return { providerCode: wanted.provider_code, providerName, back, template };
}

export async function loader({ params, context }: LoaderFunctionArgs) {
  const { upstream, user, base } = requireUser(context);
  const target = await templateTarget(params, upstream, user, base);
  return { ...target, documentTypes: await getStampDocumentTypes(upstream) };
}

/**
 * The PDF as the stamp service will read it: a PDF (not only by its name), readable, with the
 * chosen page, and the box on that page. A box typed without JavaScript is checked here too.
 */
async function checkTemplatePdf(value: TemplateForm) {
  const bytes = new Uint8Array(await value.file.arrayBuffer());
  if (new TextDecoder().decode(bytes.subarray(0, 1024)).indexOf("%PDF-") < 0) throw new FormError({ fields: { file: [TEMPLATE_MESSAGES.notPdf] } });
  // A malformed PDF may load and still fail on its pages: either way the form says it cannot be read.
  let pages: number;
  let box: { x: number; y: number; width: number; height: number };
  // pdf-lib with the first template posted, not with the console's start (a tenth of a second).
  const { PDFDocument } = await import("pdf-lib");
  try {
    const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
    pages = pdf.getPageCount();
    box = value.vis_signature_page <= pages ? pdf.getPage(value.vis_signature_page - 1).getMediaBox() : { x: 0, y: 0, width: 0, height: 0 };
  } catch {
    throw new FormError({ fields: { file: [TEMPLATE_MESSAGES.unreadable] } });
  }
  if (value.vis_signature_page > pages) throw new FormError({ fields: { vis_signature_page: [`PDF ini hanya ${pages} halaman.`] } });
  const page = { x1: box.x, y1: box.y, x2: box.x + box.width, y2: box.y + box.height };
  if (!onPage({ llx: value.vis_llx, lly: value.vis_lly, urx: value.vis_urx, ury: value.vis_ury }, page)) {
    throw new FormError({ fields: { vis_urx: [`Kotak meterai harus berada di halaman ${value.vis_signature_page} (${Math.round(box.width)} × ${Math.round(box.height)} poin).`] } });
  }
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { session, upstream, user, base } = requireUser(context);
  const target = await templateTarget(params, upstream, user, base);
  // Refused before the body is read: more than the platform would keep (the PDF plus its form).
  if (Number(request.headers.get("Content-Length") ?? 0) > MAX_TEMPLATE_PDF_BYTES + 64 * 1024) return replyWith("save", [TEMPLATE_MESSAGES.tooLarge], 413);
  return submitForm(await readForm(request), {
    session,
    schema: templateSchema,
    async run(value) {
      await checkTemplatePdf(value);
      await saveStampTemplate(
        upstream,
        {
          provider_code: target.providerCode,
          template_id: target.template?.template_id,
          document_code: value.document_code,
          template_name: value.template_name,
          llx: value.vis_llx,
          lly: value.vis_lly,
          urx: value.vis_urx,
          ury: value.vis_ury,
          page: value.vis_signature_page,
        },
        value.file,
      );
    },
    success: { flash: target.template ? TEMPLATE_MESSAGES.edited : TEMPLATE_MESSAGES.created, redirectTo: target.back },
    // A PDF is never sent back: the page says to choose it again.
    hideFields: ["file"],
    failure: TEMPLATE_MESSAGES.saveError,
  });
}
