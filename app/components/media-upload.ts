import type { MediaItem } from "~/lib/media";
import { mediaDialogText as t } from "~/lib/messages-media-dialog";

// The library dialog's upload, apart from media-library-parts (which every form with a media field
// loads): it comes with the dialog's own code.

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
    xhr.onerror = () => reject(new Error(t.connectionLost));
    xhr.onabort = () => reject(new DOMException(t.uploadCancelled, "AbortError"));
    const form = new FormData();
    form.append("image", file);
    xhr.send(form);
  });
  return { promise, abort: () => xhr.abort() };
}
