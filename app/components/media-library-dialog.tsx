import { Badge, Button, Callout, Dialog, Flex, Progress, Tabs, Text, TextField } from "@radix-ui/themes";
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { SEARCH_MAX } from "../../contract/lists";
import { MAX_DESCRIPTION, MESSAGES, uploadCheck } from "~/lib/content-schemas";
import { gridMove } from "~/lib/grid-keys";
import { ACCEPT, type MediaItem, type MediaType } from "~/lib/media";
import { formatNumber } from "~/lib/format";
import { mediaDialogText as t } from "~/lib/messages-media-dialog";
import { mediaText } from "~/lib/messages-media";
import { screenHref } from "~/lib/screen-table";
import { dialogOpener, returnFocus } from "./focus-return";
import { MediaOpenLink, MediaThumb, typeLabel } from "./media-library-parts";
import { formatBytes, uploadWithProgress } from "./media-upload";
import { useNotify } from "./notices";

type Tab = "upload" | "select";

/**
 * The media library modal of SPEC §2: 90% wide, an 80vh scroll area, tabs 'Upload' and
 * 'Select', for images or PDFs. On Upload the description field and the button appear only
 * once a file is chosen; the upload shows its progress and then switches to Select with the new
 * item chosen. `provider` is the provider-side library, whose upload needs only a file.
 */
export function MediaLibraryDialog(props: {
  base: string;
  type: MediaType;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called with the chosen item; absent = the dialog only uploads and browses (library page). */
  onSelect?: (item: MediaItem) => void;
  initialTab?: Tab;
  provider?: boolean;
  /** After an upload, e.g. to reload the library page behind the dialog. */
  onUploaded?: (item: MediaItem) => void;
}) {
  const [tab, setTab] = useState<Tab>(props.initialTab ?? "select");
  const [chosenId, setChosenId] = useState<string | null>(null);
  /** The option the arrow keys are on (the one "Open" opens). */
  const [activeId, setActiveId] = useState<string | null>(null);
  const [pinned, setPinned] = useState<MediaItem | null>(null);
  // What opened it (read as it renders, before the dialog takes the focus), to give the focus back.
  const [opener] = useState(() => (typeof document === "undefined" ? null : dialogOpener()));

  useEffect(() => {
    if (props.open) {
      setTab(props.initialTab ?? "select");
      setChosenId(null);
      setActiveId(null);
      setPinned(null);
    }
  }, [props.open, props.initialTab]);

  const current = itemCache.get(activeId ?? chosenId ?? "");

  return (
    <Dialog.Root open={props.open} onOpenChange={props.onOpenChange}>
      <Dialog.Content
        className="media-dialog"
        width="90vw"
        maxWidth="90vw"
        aria-describedby={undefined}
        onCloseAutoFocus={(event) => {
          // Radix would focus its trigger, and there is none (the dialog is opened from state).
          event.preventDefault();
          returnFocus(opener);
        }}
      >
        <Flex justify="between" align="start" gap="3">
          <div>
            <Dialog.Title mb="1">Media Library</Dialog.Title>
            <Text as="p" size="2" color="gray">
              {props.onSelect ? t.chooseOrUpload(typeLabel(props.type)) : t.uploadTo(typeLabel(props.type))}
            </Text>
          </div>
          <Dialog.Close>
            <Button variant="ghost" color="gray" aria-label={t.close}>
              ✕
            </Button>
          </Dialog.Close>
        </Flex>
        <Tabs.Root value={tab} onValueChange={(v) => setTab(v as Tab)} mt="3">
          <Tabs.List>
            <Tabs.Trigger value="upload">Upload</Tabs.Trigger>
            <Tabs.Trigger value="select">Select</Tabs.Trigger>
          </Tabs.List>
          <div className="media-dialog-scroll">
            {/* The panels are no Tab stops of their own: each holds controls. */}
            <Tabs.Content value="upload" tabIndex={-1}>
              <UploadPanel
                base={props.base}
                type={props.type}
                provider={!!props.provider}
                onDone={(item) => {
                  setPinned(item);
                  setChosenId(item.id);
                  setActiveId(item.id);
                  setTab("select");
                  props.onUploaded?.(item);
                }}
              />
            </Tabs.Content>
            <Tabs.Content value="select" tabIndex={-1}>
              <SelectPanel base={props.base} type={props.type} chosenId={chosenId} activeId={activeId} pinned={pinned} onChoose={setChosenId} onActive={setActiveId} />
            </Tabs.Content>
          </div>
        </Tabs.Root>
        <Flex gap="3" justify="end" align="center" mt="3" className="media-dialog-footer">
          {/* The full file of the option in hand: outside the listbox, whose options hold nothing to press. */}
          {tab === "select" && current && (
            <Button asChild variant="ghost" className="media-open">
              <MediaOpenLink item={current} />
            </Button>
          )}
          <Dialog.Close>
            <Button variant="soft" color="gray">
              {props.onSelect ? t.cancel : t.close}
            </Button>
          </Dialog.Close>
          {props.onSelect && (
            <ChooseButton
              disabled={!chosenId || tab !== "select"}
              onPress={() => {
                const item = chosenId ? itemCache.get(chosenId) : undefined;
                if (!item) return;
                props.onSelect?.(item);
                props.onOpenChange(false);
              }}
            />
          )}
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}

function ChooseButton({ disabled, onPress }: { disabled: boolean; onPress: () => void }) {
  return (
    <Button disabled={disabled} onClick={onPress}>
      {t.choose}
    </Button>
  );
}

/** Items seen in this page's dialogs, by id (the chosen one is handed back whole). */
const itemCache = new Map<string, MediaItem>();

type Page = { items: MediaItem[]; total: number; page: number; size: number };

function SelectPanel(props: {
  base: string;
  type: MediaType;
  chosenId: string | null;
  activeId: string | null;
  pinned: MediaItem | null;
  onChoose: (id: string) => void;
  onActive: (id: string | null) => void;
}) {
  const [query, setQuery] = useState("");
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  const [result, setResult] = useState<Page | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const searchId = useId();
  const { onActive } = props;

  // Search as the user types, a moment after they stop.
  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(query.trim());
      setPage(1);
    }, 300);
    return () => clearTimeout(timer);
  }, [query]);

  // Another page or search: the keys start again from the chosen option (or the first).
  useEffect(() => onActive(null), [onActive, page, search]);

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    setError(null);
    const params = new URLSearchParams({ type: props.type, page: String(page) });
    if (search) params.set("q", search);
    fetch(screenHref("media-items", { base: props.base }, params), { signal: controller.signal, headers: { Accept: "application/json" } })
      .then(async (response) => {
        if (response.redirected && response.url.includes("/authentication/login")) {
          window.location.assign(response.url);
          return;
        }
        const body = (await response.json().catch(() => ({}))) as Partial<Page> & { message?: string };
        if (!response.ok || !body.items) throw new Error(body.message ?? t.cannotLoad);
        for (const item of body.items) itemCache.set(item.id, item);
        setResult(body as Page);
      })
      .catch((e: unknown) => {
        if (e instanceof DOMException && e.name === "AbortError") return;
        setError(e instanceof Error ? e.message : t.cannotLoad);
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [props.base, props.type, search, page, props.pinned]);

  if (props.pinned) itemCache.set(props.pinned.id, props.pinned);
  const items = result?.items ?? [];
  // A just-uploaded item is shown first even if the list was read a moment before it existed.
  const shown = props.pinned && page === 1 && !search && !items.some((i) => i.id === props.pinned!.id) ? [props.pinned, ...items] : items;
  const pageCount = result ? Math.max(1, Math.ceil(result.total / result.size)) : 1;

  return (
    <Flex direction="column" gap="3" pt="3">
      <Flex gap="2" align="center" wrap="wrap">
        <label htmlFor={searchId} className="sr-only">
          {mediaText.searchLabel}
        </label>
        <TextField.Root id={searchId} type="search" placeholder={mediaText.search} value={query} onChange={(e) => setQuery(e.target.value)} style={{ minWidth: 240 }} maxLength={SEARCH_MAX} />
        <Text size="2" color="gray" aria-live="polite">
          {loading ? t.loading : result ? t.count(formatNumber(result.total), typeLabel(props.type)) : ""}
        </Text>
      </Flex>
      {error && (
        <Callout.Root color="red" size="1" role="alert">
          <Callout.Text>{error}</Callout.Text>
        </Callout.Root>
      )}
      {!loading && !error && shown.length === 0 && (
        <Text color="gray" size="2">
          {search ? t.noMatch : t.none(typeLabel(props.type))}
        </Text>
      )}
      {shown.length > 0 && (
        <MediaOptions
          items={shown}
          label={t.options(typeLabel(props.type))}
          busy={loading}
          chosenId={props.chosenId}
          activeId={props.activeId}
          onChoose={props.onChoose}
          onActive={props.onActive}
        />
      )}
      {result && pageCount > 1 && (
        <Flex gap="2" align="center" justify="center">
          <Button variant="soft" size="1" disabled={page <= 1 || loading} onClick={() => setPage((p) => p - 1)}>
            {t.previous}
          </Button>
          <Text size="2">
            {page} / {pageCount}
          </Text>
          <Button variant="soft" size="1" disabled={page >= pageCount || loading} onClick={() => setPage((p) => p + 1)}>
            {t.next}
          </Button>
        </Flex>
      )}
    </Flex>
  );
}

/** An option's one name: its description, else its title, else its file name. */
const optionName = (item: MediaItem) => item.description || item.titleImage || item.image_url.split("/").pop() || "";

/**
 * The choices as one listbox (WAI-ARIA APG): one Tab stop (the option in hand: the one the keys
 * were on, else the chosen one, else the first), the arrow keys move across the grid's rows and
 * columns, Home/End to the ends, Enter or Space (or a click) chooses. The options hold nothing to
 * press; their picture is decorative, the text names them once.
 */
function MediaOptions(props: {
  items: MediaItem[];
  label: string;
  busy: boolean;
  chosenId: string | null;
  activeId: string | null;
  onChoose: (id: string) => void;
  onActive: (id: string) => void;
}) {
  const { items } = props;
  const listRef = useRef<HTMLDivElement>(null);
  const inHand = items.find((i) => i.id === props.activeId) ?? items.find((i) => i.id === props.chosenId) ?? items[0];

  // A new page of results, or the Select tab after an upload: the control that had the focus may be
  // gone (a pager button now disabled, the Upload button); the option in hand takes it.
  const ids = items.map((i) => i.id).join(" ");
  useEffect(() => {
    const active = document.activeElement;
    if (!active || active === document.body) listRef.current?.querySelector<HTMLElement>('[tabindex="0"]')?.focus();
  }, [ids]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>, at: number) => {
    const item = items[at]!;
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      props.onChoose(item.id);
      return;
    }
    const columns = listRef.current ? getComputedStyle(listRef.current).gridTemplateColumns.split(" ").length : 1;
    const next = gridMove(event.key, at, items.length, columns);
    if (next === null) return;
    event.preventDefault();
    listRef.current?.querySelectorAll<HTMLElement>('[role="option"]')[next]?.focus();
  };

  return (
    <div ref={listRef} className="media-grid" role="listbox" aria-label={props.label} aria-busy={props.busy}>
      {items.map((item, at) => {
        const chosen = item.id === props.chosenId;
        return (
          <div
            key={item.id}
            role="option"
            aria-selected={chosen}
            tabIndex={item === inHand ? 0 : -1}
            className="media-tile media-option"
            data-selected={chosen || undefined}
            data-testid="media-option"
            onClick={() => props.onChoose(item.id)}
            onKeyDown={(event) => onKeyDown(event, at)}
            onFocus={() => props.onActive(item.id)}
          >
            <MediaThumb item={item} decorative />
            <span className="media-desc">{optionName(item)}</span>
            {chosen && (
              <Badge className="media-chosen" color="teal" variant="solid" aria-hidden>
                {t.chosen}
              </Badge>
            )}
          </div>
        );
      })}
    </div>
  );
}

function UploadPanel(props: { base: string; type: MediaType; provider: boolean; onDone: (item: MediaItem) => void }) {
  const notify = useNotify();
  const [file, setFile] = useState<File | null>(null);
  const [description, setDescription] = useState("");
  const [progress, setProgress] = useState<number | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const abortRef = useRef<(() => void) | null>(null);
  const fileId = useId();
  const descriptionId = useId();

  useEffect(() => () => abortRef.current?.(), []);

  const submit = useCallback(async () => {
    const problem = uploadCheck({ hasFile: !!file, description, provider: props.provider });
    if (problem) {
      setMessage(problem);
      notify("warning", problem);
      return;
    }
    setMessage(null);
    setProgress(0);
    const params = new URLSearchParams({ type: props.type, description: description.trim(), name: file!.name });
    const upload = uploadWithProgress(screenHref("media-upload", { base: props.base }, params), file!, setProgress);
    abortRef.current = upload.abort;
    try {
      const { status, body } = await upload.promise;
      if (status >= 200 && status < 300 && body.item) {
        notify("success", MESSAGES.uploaded);
        setFile(null);
        setDescription("");
        if (inputRef.current) inputRef.current.value = "";
        props.onDone(body.item);
      } else {
        setMessage(body.message ?? t.failedWith(status));
        notify("error", MESSAGES.uploadError);
      }
    } catch (e) {
      if (!(e instanceof DOMException && e.name === "AbortError")) {
        setMessage(e instanceof Error ? e.message : t.failed);
        notify("error", MESSAGES.uploadError);
      }
    } finally {
      abortRef.current = null;
      setProgress(null);
    }
  }, [file, description, props, notify]);

  const busy = progress !== null;
  return (
    <Flex direction="column" gap="3" pt="3" className="media-upload">
      <div className="field">
        <label htmlFor={fileId}>
          <Text size="2" weight="medium">
            {t.fileLabel(props.type === "pdf")}
          </Text>
        </label>
        <input
          ref={inputRef}
          id={fileId}
          type="file"
          accept={ACCEPT[props.type]}
          disabled={busy}
          className="file-input"
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null);
            setMessage(null);
          }}
        />
      </div>
      {file && (
        <>
          <Text size="2" color="gray">
            {file.name} · {formatBytes(file.size)}
          </Text>
          <div className="field">
            <label htmlFor={descriptionId}>
              <Text size="2" weight="medium">
                {t.description(props.provider)}
              </Text>
            </label>
            <TextField.Root
              id={descriptionId}
              value={description}
              maxLength={MAX_DESCRIPTION}
              disabled={busy}
              onChange={(e) => setDescription(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === "Enter") {
                  e.preventDefault();
                  void submit();
                }
              }}
              placeholder={t.example}
            />
          </div>
          <Flex gap="2">
            <Button onClick={() => void submit()} disabled={busy}>
              {busy ? t.uploading : t.upload}
            </Button>
            {busy && (
              <Button variant="soft" color="gray" onClick={() => abortRef.current?.()}>
                {t.stop}
              </Button>
            )}
          </Flex>
        </>
      )}
      {busy && (
        <div className="upload-progress">
          <Progress value={Math.round((progress ?? 0) * 100)} max={100} aria-label={t.progress} size="3" />
          <Text size="1" color="gray">
            {Math.round((progress ?? 0) * 100)}%
          </Text>
        </div>
      )}
      {message && (
        <Callout.Root color="red" size="1" role="alert">
          <Callout.Text>{message}</Callout.Text>
        </Callout.Root>
      )}
    </Flex>
  );
}
