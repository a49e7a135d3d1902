import { lazy } from "react";
import { thumbnailUrl, type MediaItem, type MediaType } from "~/lib/media";
import { mediaText } from "~/lib/messages-media";
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
    <a className={className} href={item.image_url} target="_blank" rel="noopener noreferrer" aria-label={mediaText.openItem(item.description)}>
      {mediaText.open}
    </a>
  );
}

/** A small preview of a chosen URL, next to a picker field. */
export function MediaPreview({ url, type }: { url: string; type: MediaType }) {
  if (!url) return <div className="media-preview media-preview-empty">{mediaText.nothingChosen}</div>;
  if (type === "pdf") {
    return (
      <a className="media-preview media-preview-pdf" href={url} target="_blank" rel="noopener noreferrer">
        <span className="media-pdf-badge">PDF</span>
        <span className="media-pdf-name">{decodeURIComponent(url.split("/").pop() ?? "")}</span>
      </a>
    );
  }
  // The box is 160 × 100 px: the image's thumbnail fills it (the full image is in the field).
  return <img className="media-preview" src={thumbnailUrl(url)} width={160} height={100} alt={mediaText.imagePreview} decoding="async" />;
}

export function typeLabel(type: MediaType) {
  return type === "pdf" ? mediaText.pdf : mediaText.image;
}
