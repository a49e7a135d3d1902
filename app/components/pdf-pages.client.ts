// pdf.js for the stamp template editor only: the editor imports this module when an operator
// picks a PDF, so no other screen (and no first visit of this one) downloads it. `.client`: the
// server build never loads it.
import { getDocument, GlobalWorkerOptions, type PDFDocumentProxy, type PDFPageProxy, type PageViewport, type RenderTask } from "pdfjs-dist";
import workerUrl from "pdfjs-dist/build/pdf.worker.min.mjs?url";

GlobalWorkerOptions.workerSrc = workerUrl;

export type { PDFDocumentProxy, PageViewport };

/** Opens a PDF from its bytes (in a worker; no eval, which the console's CSP forbids anyway). */
export function openPdf(bytes: ArrayBuffer): Promise<PDFDocumentProxy> {
  return getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, enableXfa: false }).promise;
}

/**
 * Draws page `pageNumber` into `canvas`, `cssWidth` pixels wide (sharp on high-density screens),
 * and gives the viewport that maps PDF points to those pixels. `cancel` stops a drawing that a
 * newer one replaces.
 */
export function drawPage(pdf: PDFDocumentProxy, pageNumber: number, canvas: HTMLCanvasElement, cssWidth: number) {
  let task: RenderTask | null = null;
  let cancelled = false;
  const done = (async () => {
    const page: PDFPageProxy = await pdf.getPage(pageNumber);
    const natural = page.getViewport({ scale: 1 });
    const viewport = page.getViewport({ scale: cssWidth / natural.width });
    if (cancelled) return null;
    const ratio = window.devicePixelRatio || 1;
    canvas.width = Math.floor(viewport.width * ratio);
    canvas.height = Math.floor(viewport.height * ratio);
    canvas.style.width = `${viewport.width}px`;
    canvas.style.height = `${viewport.height}px`;
    task = page.render({ canvas, viewport, transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0] });
    await task.promise;
    return viewport;
  })();
  return {
    done,
    cancel() {
      cancelled = true;
      task?.cancel();
    },
  };
}
