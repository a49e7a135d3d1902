import { Text } from "@radix-ui/themes";
import { lazy, type ReactNode } from "react";
import { thumbnailUrl, type MediaItem, type MediaType } from "~/lib/media";
import { formatDateTime } from "~/lib/format";
// Styles: app/styles/content.css, imported by the screens that show media.

/** The library dialog (tabs, upload with progress), fetched when a page first opens it. */
export const MediaLibraryDialog = lazy(() => import("./media-library-dialog").then((m) => ({ default: m.MediaLibraryDialog })));

/**
 * The picture of a library item: its thumbnail (a small WebP with its own width and height, so the
 * tile keeps its place while it loads; the full image only when opened), or a PDF card with its
 * file name. Loaded lazily: only the tiles near the screen are fetched.
 */
export function MediaThumb({
  item,
  size = "md",
  decorative,
}: {
  item: Pick<MediaItem, "type" | "image_url" | "description" | "titleImage" | "thumbnail">;
  size?: "sm" | "md";
  /** Beside a text that names the item already (a picker option): no alt text, said once. */
  decorative?: boolean;
}) {
  if (item.type === "pdf") {
    return (
      <div className={`media-pdf media-pdf-${size}`} aria-hidden>
        <span className="media-pdf-badge">PDF</span>
        <span className="media-pdf-name">{item.titleImage || item.image_url.split("/").pop()}</span>
      </div>
    );
  }
  const thumb = item.thumbnail;
  const alt = decorative ? "" : item.description;
  if (!thumb) return <img className="media-img" src={item.image_url} alt={alt} loading="lazy" decoding="async" />;
  return <img className="media-img" src={thumb.url} width={thumb.width} height={thumb.height} alt={alt} loading="lazy" decoding="async" />;
}

/** Opens the full file (image or PDF) in a new tab: the library shows only thumbnails. */
export function MediaOpenLink({ item, className }: { item: Pick<MediaItem, "type" | "image_url" | "description">; className?: string }) {
  return (
    <a className={className} href={item.image_url} target="_blank" rel="noopener noreferrer" aria-label={`Open ${item.description}`.trim()}>
      Open
    </a>
  );
}

/** One tile of the masonry (library page and picker). */
export function MediaTile({ item, children, selected }: { item: MediaItem; children?: ReactNode; selected?: boolean }) {
  return (
    <figure className="media-tile" data-selected={selected || undefined} data-testid="media-tile">
      <MediaThumb item={item} />
      <figcaption>
        <Text as="p" size="2" weight="medium" className="media-desc">
          {item.description || item.titleImage || "(tanpa deskripsi)"}
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

/** A small preview of a chosen URL, next to a picker field. */
export function MediaPreview({ url, type }: { url: string; type: MediaType }) {
  if (!url) return <div className="media-preview media-preview-empty">Belum dipilih</div>;
  if (type === "pdf") {
    return (
      <a className="media-preview media-preview-pdf" href={url} target="_blank" rel="noopener noreferrer">
        <span className="media-pdf-badge">PDF</span>
        <span className="media-pdf-name">{decodeURIComponent(url.split("/").pop() ?? "")}</span>
      </a>
    );
  }
  // The box is 160 × 100 px: the image's thumbnail fills it (the full image is in the field).
  return <img className="media-preview" src={thumbnailUrl(url)} width={160} height={100} alt="Pratinjau gambar" decoding="async" />;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * Sends one file to the console's upload route with XMLHttpRequest (fetch cannot report upload
 * progress). Resolves with the HTTP status and the JSON answer.
 */
export function uploadWithProgress(
  url: string,
  file: File,
  onProgress: (fraction: number) => void,
): { promise: Promise<{ status: number; body: { message?: string; item?: MediaItem } }>; abort: () => void } {
  const xhr = new XMLHttpRequest();
  const promise = new Promise<{ status: number; body: { message?: string; item?: MediaItem } }>((resolve, reject) => {
    xhr.open("POST", url);
    xhr.setRequestHeader("Accept", "application/json");
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: { message?: string; item?: MediaItem } = {};
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // A redirect to the login page (session expired) answers HTML.
        if (xhr.responseURL.includes("/authentication/login")) window.location.assign(xhr.responseURL);
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => reject(new Error("Koneksi terputus saat mengunggah."));
    xhr.onabort = () => reject(new DOMException("Upload dibatalkan.", "AbortError"));
    const form = new FormData();
    form.append("image", file);
    xhr.send(form);
  });
  return { promise, abort: () => xhr.abort() };
}

export function typeLabel(type: MediaType) {
  return type === "pdf" ? "PDF" : "gambar";
}
