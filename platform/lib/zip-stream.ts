// A ZIP archive streamed from files on disk with fflate's Zip + ZipPassThrough (stored, not
// deflated: the attachments are PDFs and PNGs, already compressed). Pull-based: one 64 KB chunk
// of one file is read per pull, so memory stays flat whatever the archive size.
import { open, type FileHandle } from "node:fs/promises";
import { Zip, ZipPassThrough } from "fflate";

export interface ZipEntry {
  /** name inside the archive (may contain '/') */
  name: string;
  /** absolute path of the file to add */
  path: string;
  mtime?: Date;
}

const CHUNK = 64 * 1024;

/** Streams `entries` as a ZIP. Files that cannot be opened are listed in `notFoundNote` (if given) instead. */
export function zipStream(entries: ZipEntry[], opts: { notFoundNote?: (names: string[]) => { name: string; text: string } } = {}): ReadableStream<Uint8Array> {
  const queue: Uint8Array[] = [];
  let failure: Error | null = null;
  let finished = false;
  let ended = false;
  const zip = new Zip((err, chunk, final) => {
    if (err) failure = err;
    else if (chunk && chunk.length) queue.push(chunk);
    if (final) finished = true;
  });
  const missing: string[] = [];
  let index = 0;
  let current: { fh: FileHandle; pass: ZipPassThrough } | null = null;

  const closeCurrent = async () => {
    const fh = current?.fh;
    current = null;
    await fh?.close().catch(() => undefined);
  };

  /** Advances the archive until at least one chunk is queued or it is finished. */
  const step = async () => {
    while (queue.length === 0 && !finished) {
      if (failure) throw failure;
      if (!current) {
        if (index >= entries.length) {
          if (ended) throw new Error("zip stream: archive did not finish");
          if (missing.length && opts.notFoundNote) {
            const note = opts.notFoundNote(missing);
            const pass = new ZipPassThrough(note.name);
            zip.add(pass);
            pass.push(new TextEncoder().encode(note.text), true);
          }
          ended = true;
          zip.end();
          continue;
        }
        const entry = entries[index++]!;
        let fh: FileHandle;
        try {
          fh = await open(entry.path, "r");
        } catch {
          missing.push(entry.name);
          continue;
        }
        const pass = new ZipPassThrough(entry.name);
        if (entry.mtime) pass.mtime = entry.mtime;
        zip.add(pass);
        current = { fh, pass };
      }
      // a fresh buffer per read: fflate hands the same bytes on, and they wait in the queue
      const buf = new Uint8Array(CHUNK);
      const { bytesRead } = await current.fh.read(buf, 0, CHUNK, null);
      if (bytesRead === 0) {
        current.pass.push(new Uint8Array(0), true);
        await closeCurrent();
      } else {
        current.pass.push(buf.subarray(0, bytesRead), false);
      }
    }
    if (failure) throw failure;
  };

  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          await step();
          while (queue.length) controller.enqueue(queue.shift()!);
          if (finished) controller.close();
        } catch (err) {
          await closeCurrent();
          controller.error(err);
        }
      },
      async cancel() {
        await closeCurrent();
        zip.terminate();
      },
    },
    { highWaterMark: 1 },
  );
}
