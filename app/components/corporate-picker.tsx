import { Flex, Spinner, Text, TextField } from "@radix-ui/themes";
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { SEARCH_MAX } from "../../contract/lists";
import { NoScript } from "./client-only";
import { FieldShell, FilterSelect, ListForm, NoScriptSubmit } from "./form";
import type { CorporateOption } from "~/lib/feature-config";
import { corporatePickerText } from "~/lib/messages-features";
import { screenHref } from "~/lib/screen-table";

/** SPEC §5/§9: a selector becomes searchable with an asynchronous search above 100 options. */
export const ASYNC_PICKER_THRESHOLD = 100;
const DEBOUNCE_MS = 300;

const optionLabel = (c: CorporateOption) => `${c.corp_code} — ${c.name}`;

type Props = {
  /** Field name of the chosen corp_code. */
  name: string;
  label: string;
  value: CorporateOption | null;
  /** Every corporate (small lists), or the server's search results (large lists, no JavaScript). */
  options: CorporateOption[];
  /** More than 100 corporates: search on the server instead of listing them all. */
  async: boolean;
  /** The base segment: the corporates screen (a resource route) answers `?q=` with `{ data: CorporateOption[], total }`. */
  base: string;
  /** Field name and value of the search text of the form without JavaScript. */
  queryName?: string;
  query?: string;
  /** An "every corporate" choice (value ""), for filters. */
  allLabel?: string;
  /** With JavaScript, submit the enclosing form as soon as a corporate is chosen. */
  submitOnChange?: boolean;
};

/**
 * The corporate picker of the feature screens and filters. Up to 100 corporates it is a plain
 * select. Above that it is a combobox that searches the server as the user types (debounced,
 * earlier requests cancelled); without JavaScript it degrades to a search field plus a select
 * of the server's matches, both sent by the enclosing GET form.
 */
/**
 * The corporate chooser of the per-corporate screens (feature visibility, banner switches): a GET
 * form that opens the chosen corporate. Without JavaScript it has a button.
 */
export function CorporateChooser(props: {
  base: string;
  picker: { value: CorporateOption | null; options: CorporateOption[]; async: boolean };
  query: string;
  className?: string;
  children?: ReactNode;
}) {
  const { picker } = props;
  return (
    <ListForm className={props.className} preventScrollReset>
      <Flex gap="3" align="end" wrap="wrap">
        <CorporatePicker
          name="corp"
          label="Corporate"
          value={picker.value}
          options={picker.options}
          async={picker.async}
          base={props.base}
          query={props.query}
          submitOnChange
        />
        <NoScriptSubmit label={picker.async ? corporatePickerText.searchOrOpen : corporatePickerText.open} />
      </Flex>
      {props.children}
    </ListForm>
  );
}

export function CorporatePicker(props: Props) {
  if (!props.async) return <PlainSelect {...props} />;
  // Both are in the server's HTML: the combobox (hidden by CSS when scripting is off) and the
  // search inside <noscript>, so the page does not change its layout when it hydrates. Without
  // JavaScript both send `name`; the search's select comes first, and the server reads the first.
  return (
    <>
      <NoScript>
        <SearchFallback {...props} />
      </NoScript>
      <AsyncCombobox {...props} />
    </>
  );
}

function choices(value: CorporateOption | null, options: CorporateOption[], allLabel?: string) {
  const list = value && !options.some((o) => o.corp_code === value.corp_code) ? [value, ...options] : options;
  return { placeholder: allLabel ?? corporatePickerText.pick, options: list.map((c) => ({ value: c.corp_code, label: optionLabel(c) })) };
}

/** Up to 100 corporates: a select; in its list form it applies a moment after the last change. */
function PlainSelect({ name, label, value, options, allLabel }: Props) {
  return (
    <FilterSelect
      className="picker"
      label={label}
      name={name}
      value={value?.corp_code ?? ""}
      {...choices(value, options, allLabel)}
    />
  );
}

/** Without JavaScript, above 100 corporates: a search field sent with the form, and a select of its matches. */
function SearchFallback({ name, label, value, options, allLabel, queryName = "cq", query }: Props) {
  const id = useId();
  return (
    <div className="picker picker-fallback">
      <FieldShell id={`${id}-q`} label={label}>
        <input id={`${id}-q`} className="native-input" type="search" name={queryName} defaultValue={query} placeholder={corporatePickerText.searchHint} maxLength={SEARCH_MAX} />
      </FieldShell>
      <FilterSelect
        label={<span className="sr-only">{corporatePickerText.resultsOf(label)}</span>}
        name={name}
        value={value?.corp_code ?? ""}
        {...choices(value, options, allLabel)}
        description={query ? corporatePickerText.resultsFor(options.length, query) : corporatePickerText.firstShown(options.length)}
      />
    </div>
  );
}

type SearchState = { status: "idle" | "loading" | "done" | "error"; results: CorporateOption[]; total: number };

function AsyncCombobox({ name, label, value, base, allLabel, submitOnChange }: Props) {
  const id = useId();
  const listId = `${id}-list`;
  const [selected, setSelected] = useState<CorporateOption | null>(value);
  const [text, setText] = useState(value ? optionLabel(value) : "");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [search, setSearch] = useState<SearchState>({ status: "idle", results: [], total: 0 });
  const hiddenRef = useRef<HTMLInputElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const inflight = useRef<AbortController>(undefined);

  // A new value from the server (navigation, back/forward) replaces what the box shows.
  useEffect(() => {
    setSelected(value);
    setText(value ? optionLabel(value) : "");
  }, [value?.corp_code, value?.name]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      inflight.current?.abort();
    },
    [],
  );

  function runSearch(q: string, delay: number) {
    clearTimeout(timer.current);
    timer.current = setTimeout(async () => {
      inflight.current?.abort();
      const controller = new AbortController();
      inflight.current = controller;
      setSearch((s) => ({ ...s, status: "loading" }));
      try {
        const response = await fetch(screenHref("corporates", { base }, new URLSearchParams({ q })), { signal: controller.signal, headers: { Accept: "application/json" } });
        if (!response.ok) throw new Error(String(response.status));
        const body = (await response.json()) as { data: CorporateOption[]; total: number };
        setSearch({ status: "done", results: body.data, total: body.total });
        setActive(body.data.length ? 0 : -1);
      } catch (error) {
        if ((error as Error).name !== "AbortError") setSearch({ status: "error", results: [], total: 0 });
      }
    }, delay);
  }

  function choose(option: CorporateOption | null) {
    setSelected(option);
    setText(option ? optionLabel(option) : "");
    setOpen(false);
    if (hiddenRef.current) hiddenRef.current.value = option?.corp_code ?? "";
    if (submitOnChange && (option?.corp_code ?? "") !== (value?.corp_code ?? "")) hiddenRef.current?.form?.requestSubmit();
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    const count = search.results.length;
    if (e.key === "ArrowDown") {
      e.preventDefault();
      if (!open) {
        setOpen(true);
        runSearch(selected && text === optionLabel(selected) ? "" : text, 0);
      } else if (count) setActive((i) => (i + 1) % count);
    } else if (e.key === "ArrowUp") {
      e.preventDefault();
      if (count) setActive((i) => (i <= 0 ? count - 1 : i - 1));
    } else if (e.key === "Enter") {
      // Enter picks the highlighted corporate; it never submits a half-typed search.
      if (open) {
        e.preventDefault();
        if (active >= 0 && search.results[active]) choose(search.results[active]);
      }
    } else if (e.key === "Escape") {
      if (open) {
        e.preventDefault();
        setOpen(false);
        setText(selected ? optionLabel(selected) : "");
      }
    }
  }

  const activeId = open && active >= 0 ? `${id}-opt-${active}` : undefined;
  return (
    <div className="field picker picker-async scripted">
      <label htmlFor={`${id}-input`}>
        <Text size="2" weight="medium">
          {label}
        </Text>
      </label>
      <input ref={hiddenRef} type="hidden" name={name} defaultValue={value?.corp_code ?? ""} />
      <div className="combobox">
        <TextField.Root
          ref={inputRef}
          id={`${id}-input`}
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeId}
          autoComplete="off"
          placeholder={allLabel ?? corporatePickerText.typeHint}
          value={text}
          maxLength={SEARCH_MAX}
          onChange={(e) => {
            setText(e.target.value);
            setOpen(true);
            runSearch(e.target.value.trim(), DEBOUNCE_MS);
          }}
          onFocus={(e) => {
            e.currentTarget.select();
            setOpen(true);
            runSearch(selected && text === optionLabel(selected) ? "" : text.trim(), 0);
          }}
          onBlur={() =>
            // Let a click on an option land before the list closes.
            setTimeout(() => {
              setOpen(false);
              setText((t) => (selected ? optionLabel(selected) : allLabel ? "" : t));
            }, 150)
          }
          onKeyDown={onKeyDown}
        >
          <TextField.Slot side="right">
            {search.status === "loading" ? <Spinner size="1" /> : null}
            {allLabel && selected ? (
              <button type="button" className="picker-clear" aria-label={corporatePickerText.clear} onMouseDown={(e) => e.preventDefault()} onClick={() => choose(null)}>
                ×
              </button>
            ) : null}
          </TextField.Slot>
        </TextField.Root>
        {open && (
          <ul id={listId} role="listbox" className="combobox-list" aria-label={label}>
            {search.status === "error" && <li className="combobox-note">{corporatePickerText.searchFailed}</li>}
            {search.status === "done" && search.results.length === 0 && <li className="combobox-note">{corporatePickerText.noMatch}</li>}
            {search.status === "loading" && search.results.length === 0 && <li className="combobox-note">{corporatePickerText.searching}</li>}
            {search.results.map((c, i) => (
              // Keys are handled on the input (aria-activedescendant); options are picked by pointer here.
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <li
                key={c.corp_code}
                id={`${id}-opt-${i}`}
                role="option"
                aria-selected={i === active}
                className="combobox-option"
                onMouseDown={(e) => e.preventDefault()}
                onMouseEnter={() => setActive(i)}
                onClick={() => choose(c)}
              >
                <strong>{c.corp_code}</strong> {c.name}
              </li>
            ))}
            {search.status === "done" && search.total > search.results.length && (
              <li className="combobox-note">
                {corporatePickerText.moreThanShown(search.results.length, search.total)}
              </li>
            )}
          </ul>
        )}
      </div>
    </div>
  );
}
