import { Button, Card, Flex, Text } from "@radix-ui/themes";
import { useEffect, useRef, useState, type ChangeEvent, type DragEvent, type KeyboardEvent } from "react";
import { Link } from "react-router";
import { AuditHistoryLink } from "~/components/audit-history-link";
import { useHydrated } from "~/components/client-only";
import { FieldError, FieldShell, FormErrors, InputField, KitFormElement, Required, SubmitButton, useKitForm, type AnyField, type KitFormMetadata } from "~/components/form";
import { PageHead } from "~/components/page-head";
import type { PDFDocumentProxy, PageViewport } from "~/components/pdf-pages.client";
import { clampToPage, fromStampCoordinates, looksLikePdf, STAMP_BOX, TEMPLATE_MESSAGES, templateSchema, toStampCoordinates, type PdfRect, type StampCoordinates } from "~/lib/stamp-template";
import type { loader } from "./editor.server";
import { templateEditorText } from "~/lib/messages-stamp";

/** react-moveable's component: the box's drag and resize handles, loaded with the first PDF. */
type Handles = (typeof import("react-moveable"))["default"];

type EditorData = Awaited<ReturnType<typeof loader>>;
type Field = AnyField;

/** The widest the page preview is drawn (CSS pixels); narrower screens get a smaller page. */
const PREVIEW_WIDTH = 560;

/**
 * The stamp template editor (SPEC §2 add-template, edit-template; §4, §5, §9): a PDF dropped or
 * picked, its pages one at a time with the stamp box on top, the document type (chosen from the
 * list or typed as a new one), the name, and the box's coordinates, which follow the box.
 * Without JavaScript there is no preview: the page and the coordinates are typed (PDF points from
 * the lower left, SPEC §9's 30 already taken off LLY and URY) and the server checks them against
 * the PDF.
 */
export function StampTemplateEditor({ loaderData, actionData }: { loaderData: EditorData; actionData: unknown }) {
  const { template, documentTypes, providerCode, providerName, back } = loaderData;
  const editing = template !== null;
  const kit = useKitForm({
    schema: templateSchema,
    reply: actionData,
    defaultValue: template
      ? {
          document_code: template.document_code,
          template_name: template.template_name,
          vis_llx: String(template.llx),
          vis_lly: String(template.lly),
          vis_urx: String(template.urx),
          vis_ury: String(template.ury),
          vis_signature_page: String(template.vis_signature_page ?? 1),
        }
      : undefined,
  });
  const { fields } = kit;
  const saved: StampCoordinates | null = template ? { llx: template.llx, lly: template.lly, urx: template.urx, ury: template.ury } : null;
  const placement = useStampPlacement(saved, template?.vis_signature_page ?? 1);
  const hydrated = useHydrated();
  return (
    <Flex direction="column" gap="4">
      <PageHead
        description={
          editing
            ? templateEditorText.unggahLagiPdfTemplateIni(providerName, providerCode)
            : templateEditorText.unggahPdfLetakkanKotakMeterai(providerName, providerCode)
        }
        actions={template ? <AuditHistoryLink entity="ematerai_templates" record={template.template_id} /> : undefined}
      />
      <KitFormElement kit={kit} encType="multipart/form-data">
        <Card size="3">
          <div className="template-editor">
            <section className="template-preview" aria-label={templateEditorText.pratinjauPdf}>
              <PdfDropZone field={fields.file} placement={placement} editing={editing} />
              {placement.pdf ? <PagePreview placement={placement} resizable={editing} /> : null}
            </section>
            <Flex direction="column" gap="4" className="template-fields">
              <InputField
                field={fields.document_code}
                label={<Required>Pilihan Jenis Document</Required>}
                type="search"
                list="stamp-document-types"
                placeholder="Pilih Jenis Dokument"
                maxLength={32}
                autoComplete="off"
                description={templateEditorText.pilihDariDaftarAtauKetik}
              />
              <datalist id="stamp-document-types">
                {documentTypes.map((d) => (
                  <option key={d.code} value={d.code} label={d.description} />
                ))}
              </datalist>
              <InputField field={fields.template_name} label={<Required>Template Name</Required>} maxLength={200} autoComplete="off" required />
              <PageNumberField field={fields.vis_signature_page} hydrated={hydrated} page={placement.page} />
              <div className="coordinate-grid">
                {/* With a preview, the box is what is wrong: before a PDF is open only the file's error is shown. */}
                <CoordinateField field={fields.vis_lly} label="LLY" hydrated={hydrated} value={placement.coordinates?.lly} quiet={hydrated && !placement.pdf} />
                <CoordinateField field={fields.vis_llx} label="LLX" hydrated={hydrated} value={placement.coordinates?.llx} quiet={hydrated && !placement.pdf} />
                <CoordinateField field={fields.vis_ury} label="URY" hydrated={hydrated} value={placement.coordinates?.ury} quiet={hydrated && !placement.pdf} />
                <CoordinateField field={fields.vis_urx} label="URX" hydrated={hydrated} value={placement.coordinates?.urx} quiet={hydrated && !placement.pdf} />
              </div>
              <Text as="p" size="1" color="gray">
                {hydrated ? templateEditorText.koordinatMengikutiKotakMeteraiPoin : templateEditorText.tanpaJavascriptTidakAdaPratinjau}
              </Text>
              <FormErrors form={kit.form as KitFormMetadata} />
              <div className="form-actions">
                <Button asChild variant="soft" color="gray">
                  <Link to={back}>{templateEditorText.cancel}</Link>
                </Button>
                <SubmitButton saving={kit.saving} label="Simpan Template" />
              </div>
            </Flex>
          </div>
        </Card>
      </KitFormElement>
    </Flex>
  );
}

/** The page, as a hidden field once the preview chooses it, or a number typed without JavaScript. */
function PageNumberField({ field, hydrated, page }: { field: Field; hydrated: boolean; page: number }) {
  if (hydrated) return <input type="hidden" name={field.name} value={page} />;
  return (
    <FieldShell id={field.id} label={<Required>{templateEditorText.halaman}</Required>} errors={field.errors} errorId={field.errorId}>
      <input
        id={field.id}
        name={field.name}
        type="number"
        min={1}
        step={1}
        inputMode="numeric"
        className="native-input"
        defaultValue={(field.initialValue as string | undefined) ?? "1"}
        aria-invalid={field.errors ? true : undefined}
        aria-describedby={field.errors ? field.errorId : undefined}
      />
    </FieldShell>
  );
}

/** One of SPEC's read-only LLY, LLX, URY, URX (typed only when there is no preview). */
function CoordinateField({ field, label, hydrated, value, quiet }: { field: Field; label: string; hydrated: boolean; value: number | undefined; quiet: boolean }) {
  const errors = quiet ? undefined : field.errors;
  const common = {
    id: field.id,
    name: field.name,
    className: "native-input mono",
    "aria-invalid": errors ? true : undefined,
    "aria-describedby": errors ? field.errorId : undefined,
  };
  return (
    <FieldShell id={field.id} label={label} errors={errors} errorId={field.errorId}>
      {hydrated ? (
        <input {...common} type="text" readOnly value={value ?? (field.initialValue as string | undefined) ?? ""} />
      ) : (
        <input {...common} type="number" step={1} inputMode="numeric" required defaultValue={(field.initialValue as string | undefined) ?? ""} />
      )}
    </FieldShell>
  );
}

type Placement = ReturnType<typeof useStampPlacement>;

/**
 * The PDF being placed on and the box: where it is (PDF points, as it will be saved), which page,
 * and the viewport that maps points to the preview's pixels.
 */
function useStampPlacement(saved: StampCoordinates | null, savedPage: number) {
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null);
  const [page, setPage] = useState(savedPage);
  const [viewport, setViewport] = useState<PageViewport | null>(null);
  const [rect, setRect] = useState<PdfRect | null>(saved ? fromStampCoordinates(saved) : null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [handles, setHandles] = useState<Handles | null>(null);

  async function open(file: File | null) {
    setError(null);
    if (!file) return;
    if (!looksLikePdf(file)) {
      setError(TEMPLATE_MESSAGES.notPdf);
      return;
    }
    setLoading(true);
    // The box's drag handles come with the PDF, and are drawn in the same render as the box: a box
    // shown before their code arrived could not be dragged. Without that code the arrows still work.
    const loadingHandles = import("react-moveable").then((m) => m.default, () => null);
    try {
      const { openPdf } = await import("~/components/pdf-pages.client");
      const next = await openPdf(await file.arrayBuffer());
      const loaded = await loadingHandles;
      if (loaded) setHandles(() => loaded);
      await pdf?.destroy();
      setPdf(next);
      setViewport(null);
      setPage((p) => (p >= 1 && p <= next.numPages ? p : 1));
    } catch {
      setPdf(null);
      setError(TEMPLATE_MESSAGES.unreadable);
    } finally {
      setLoading(false);
    }
  }

  /** The box in the preview's pixels (y down), kept on the page. */
  const pixels = viewport && rect ? toPixels(viewport, rect) : null;
  function placePixels(next: PdfRect) {
    if (!viewport) return;
    const kept = clampToPage(next, { x1: 0, y1: 0, x2: viewport.width, y2: viewport.height });
    setRect(toPoints(viewport, kept));
  }
  function showViewport(next: PageViewport) {
    setViewport(next);
    // A new box starts 50 × 50 in the page's top left corner (SPEC §9); a saved one where it was.
    const current = rect ? toPixels(next, rect) : { x1: 0, y1: 0, x2: STAMP_BOX * next.scale, y2: STAMP_BOX * next.scale };
    setRect(toPoints(next, clampToPage(current, { x1: 0, y1: 0, x2: next.width, y2: next.height })));
  }

  return {
    pdf,
    page,
    setPage,
    showViewport,
    pixels,
    placePixels,
    loading,
    error,
    open,
    handles,
    coordinates: pdf && rect ? toStampCoordinates(rect) : saved,
  };
}

function toPixels(viewport: PageViewport, rect: PdfRect): PdfRect {
  const [a, b, c, d] = viewport.convertToViewportRectangle([rect.x1, rect.y1, rect.x2, rect.y2]) as number[];
  return { x1: Math.min(a, c), y1: Math.min(b, d), x2: Math.max(a, c), y2: Math.max(b, d) };
}

function toPoints(viewport: PageViewport, px: PdfRect): PdfRect {
  const [a, b] = viewport.convertToPdfPoint(px.x1, px.y1) as number[];
  const [c, d] = viewport.convertToPdfPoint(px.x2, px.y2) as number[];
  return { x1: Math.min(a, c), y1: Math.min(b, d), x2: Math.max(a, c), y2: Math.max(b, d) };
}

/** The smallest box a finger can grab (WCAG 2.5.5): a page drawn for a phone shows a 50-point stamp at about 27 px. */
const TOUCH_TARGET = 44;

/** The handle over the stamp: the stamp itself, grown about its centre to at least 44 × 44 px. */
function touchArea(px: PdfRect) {
  const width = Math.max(TOUCH_TARGET, px.x2 - px.x1);
  const height = Math.max(TOUCH_TARGET, px.y2 - px.y1);
  return { left: (px.x1 + px.x2 - width) / 2, top: (px.y1 + px.y2 - height) / 2, width, height };
}

/** SPEC §2: drop a PDF here or pick one (PDF only). The native file input is what gets posted. */
function PdfDropZone({ field, placement, editing }: { field: Field; placement: Placement; editing: boolean }) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const [name, setName] = useState<string | null>(null);
  const choose = (file: File | null) => {
    setName(file?.name ?? null);
    void placement.open(file);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    const files = event.dataTransfer.files;
    const file = files[0];
    if (!file || !input.current) return;
    if (!looksLikePdf(file)) {
      void placement.open(file);
      return;
    }
    input.current.files = files;
    input.current.dispatchEvent(new Event("input", { bubbles: true }));
    choose(file);
  };
  const errors = placement.error ? [placement.error] : field.errors;
  return (
    <div className="field">
      {/* The whole zone takes a dropped file; the label names only the input. */}
      <div
        className={over ? "pdf-drop pdf-drop-over" : "pdf-drop"}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
      >
        <label htmlFor={field.id}>
          <Text size="2" weight="medium">
            <Required>{editing ? templateEditorText.pdfTemplateUnggahLagi : templateEditorText.pdfTemplate}</Required>
          </Text>
        </label>
        <Text size="2" color="gray" id={field.descriptionId}>
          {templateEditorText.tarikPdfKeSiniAtau}
        </Text>
        <input
          ref={input}
          id={field.id}
          name={field.name}
          type="file"
          accept="application/pdf,.pdf"
          required
          className="pdf-drop-input"
          aria-invalid={errors ? true : undefined}
          aria-describedby={errors ? `${field.descriptionId} ${field.errorId}` : field.descriptionId}
          onChange={(event: ChangeEvent<HTMLInputElement>) => choose(event.target.files?.[0] ?? null)}
        />
        {name ? (
          <Text size="1" className="mono">
            {name}
          </Text>
        ) : null}
      </div>
      <FieldError errors={errors} id={field.errorId} />
      {placement.loading ? (
        <Text size="1" color="gray" role="status">
          {templateEditorText.membukaPdf}
        </Text>
      ) : null}
    </div>
  );
}

/** The chosen page with the stamp box, and SPEC §2's '<', 'Page: n/total', '>'. */
function PagePreview({ placement, resizable }: { placement: Placement; resizable: boolean }) {
  const { pdf, page, setPage, pixels, showViewport, handles: Moveable } = placement;
  const frame = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  // A state, not a ref: the handles are drawn once the box exists.
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const [handle, setHandle] = useState<HTMLDivElement | null>(null);
  const moveable = useRef<{ updateRect(): void } | null>(null);
  const total = pdf?.numPages ?? 0;

  useEffect(() => {
    if (!pdf || !canvas.current || !frame.current) return;
    const width = Math.min(PREVIEW_WIDTH, frame.current.clientWidth || PREVIEW_WIDTH);
    let drawing: { cancel(): void } | null = null;
    let live = true;
    void import("~/components/pdf-pages.client").then(({ drawPage }) => {
      if (!live || !canvas.current) return;
      const draw = drawPage(pdf, page, canvas.current, width);
      drawing = draw;
      draw.done.then((viewport) => viewport && live && showViewport(viewport)).catch(() => {});
    });
    return () => {
      live = false;
      drawing?.cancel();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pdf, page]);

  useEffect(() => moveable.current?.updateRect(), [pixels?.x1, pixels?.y1, pixels?.x2, pixels?.y2]);

  const moveBy = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!pixels) return;
    const step = event.shiftKey ? 10 : 1;
    const delta = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] }[event.key];
    if (!delta) return;
    event.preventDefault();
    const [dx, dy] = delta;
    // Alt with the arrows resizes (edit mode, SPEC §2); the arrows alone move.
    if (resizable && event.altKey) placement.placePixels({ ...pixels, x2: Math.max(pixels.x1 + 10, pixels.x2 + dx), y2: Math.max(pixels.y1 + 10, pixels.y2 + dy) });
    else placement.placePixels({ x1: pixels.x1 + dx, y1: pixels.y1 + dy, x2: pixels.x2 + dx, y2: pixels.y2 + dy });
  };

  return (
    <div className="pdf-preview" ref={frame}>
      <div className="pdf-pager">
        <Button type="button" variant="soft" size="1" disabled={page <= 1} onClick={() => setPage(page - 1)} aria-label={templateEditorText.halamanSebelumnya}>
          {"<"}
        </Button>
        <Text size="2" aria-live="polite">
          Page: {page}/{total}
        </Text>
        <Button type="button" variant="soft" size="1" disabled={page >= total} onClick={() => setPage(page + 1)} aria-label={templateEditorText.halamanBerikutnya}>
          {">"}
        </Button>
      </div>
      <div className="pdf-stage">
        <canvas ref={canvas} aria-label={templateEditorText.halamanDari(page, total)} role="img" />
        {pixels ? (
          <>
            {/* What the stamp covers, drawn to scale; the handle over it is what is grabbed and focused. */}
            <div ref={setBox} className="stamp-mark" aria-hidden="true" style={{ left: pixels.x1, top: pixels.y1, width: pixels.x2 - pixels.x1, height: pixels.y2 - pixels.y1 }}>
              <span>{templateEditorText.meterai}</span>
            </div>
            <div
              ref={setHandle}
              className="stamp-box"
              tabIndex={0}
              role="button"
              aria-roledescription={templateEditorText.kotakMeterai}
              aria-label={resizable ? templateEditorText.kotakMeteraiGeserDenganTombol : templateEditorText.kotakMeteraiGeserDenganTombol2}
              style={touchArea(pixels)}
              onKeyDown={moveBy}
            />
          </>
        ) : null}
        {pixels && box && handle && Moveable ? (
          <Moveable
            ref={(m) => {
              moveable.current = m;
            }}
            target={box}
            dragTarget={handle}
            draggable
            resizable={resizable}
            keepRatio={false}
            origin={false}
            throttleDrag={0}
            renderDirections={resizable ? ["nw", "ne", "sw", "se"] : []}
            onDrag={(e) => placement.placePixels({ x1: e.left, y1: e.top, x2: e.left + e.width, y2: e.top + e.height })}
            onResize={(e) => placement.placePixels({ x1: e.drag.left, y1: e.drag.top, x2: e.drag.left + e.width, y2: e.drag.top + e.height })}
          />
        ) : null}
      </div>
    </div>
  );
}
