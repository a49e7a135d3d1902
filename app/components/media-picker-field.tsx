import { Button, Flex, Text, TextField } from "@radix-ui/themes";
import { Suspense, useEffect, useId, useState } from "react";
import type { MediaItem, MediaType } from "~/lib/media";
import { mediaText } from "~/lib/messages-media";
import { NoScript } from "./client-only";
import { useMarkChanged } from "./form-changed";
import { MediaLibraryDialog, MediaPreview, MediaThumb, typeLabel } from "./media-library-parts";

/**
 * A form field holding a media URL, chosen with the library dialog. It is a plain text input
 * under the form's name, so the form also works without JavaScript: then `noJsChoices` (the
 * newest items of the library, from the loader) are offered as radio buttons named
 * `${name}Choice`, which the action reads when the input is empty.
 */
export function MediaPickerField(props: {
  base: string;
  name: string;
  label: string;
  type: MediaType;
  defaultValue: string;
  errors?: string[];
  errorId?: string;
  provider?: boolean;
  noJsChoices?: MediaItem[];
  /** Changes whenever the surrounding form is reset (Cancel). */
  resetKey?: string | number;
}) {
  const [value, setChosen] = useState(props.defaultValue);
  const markChanged = useMarkChanged();
  const setValue = (next: string) => {
    setChosen(next);
    markChanged();
  };
  const [open, setOpen] = useState(false);
  const inputId = useId();
  useEffect(() => setChosen(props.defaultValue), [props.defaultValue, props.resetKey]);
  const invalid = !!props.errors?.length;

  return (
    <div className="field">
      <label htmlFor={inputId}>
        <Text size="2" weight="medium">
          {props.label}
        </Text>
      </label>
      <div className="media-picker">
        <MediaPreview url={value} type={props.type} />
        <Flex direction="column" gap="2" className="media-picker-controls">
          <TextField.Root
            id={inputId}
            name={props.name}
            value={value}
            onChange={(e) => setValue(e.target.value)}
            placeholder={props.type === "pdf" ? "/files/…/panduan.pdf" : "/files/…/gambar.png"}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? props.errorId : undefined}
            maxLength={2000}
          />
          {/* Both in the server's HTML, so nothing moves at hydration: the buttons (hidden when
              scripting is off) and the choices of a browser without JavaScript (in <noscript>). */}
          <Flex gap="2" wrap="wrap" className="scripted">
            <Button type="button" variant="soft" onClick={() => setOpen(true)}>
              {mediaText.pickFromLibrary(props.type === "pdf" ? mediaText.pdf : mediaText.imageTitle)}
            </Button>
            {value && (
              <Button type="button" variant="ghost" color="gray" onClick={() => setValue("")}>
                {mediaText.clearChoice}
              </Button>
            )}
          </Flex>
          {props.noJsChoices && props.noJsChoices.length > 0 && (
            <NoScript>
              <NoJsChoices name={`${props.name}Choice`} items={props.noJsChoices} type={props.type} />
            </NoScript>
          )}
        </Flex>
      </div>
      {invalid && (
        <Text size="1" color="red" id={props.errorId} role="alert">
          {props.errors![0]}
        </Text>
      )}
      {open && (
        <Suspense fallback={null}>
          <MediaLibraryDialog
          base={props.base}
          type={props.type}
          provider={props.provider}
          open={open}
          onOpenChange={setOpen}
          onSelect={(item) => setValue(item.image_url)}
          />
        </Suspense>
      )}
    </div>
  );
}

function NoJsChoices({ name, items, type }: { name: string; items: MediaItem[]; type: MediaType }) {
  return (
    <details className="nojs-choices">
      <summary>{mediaText.pickFromLibrary(typeLabel(type))}</summary>
      <div className="nojs-grid">
        {items.map((item) => (
          <label key={item.id} className="nojs-choice">
            <input type="radio" name={name} value={item.image_url} />
            <MediaThumb item={item} size="sm" />
            <span>{item.description}</span>
          </label>
        ))}
      </div>
    </details>
  );
}

