import { getFieldsetProps, type FieldMetadata } from "@conform-to/react";
import { Button, Text } from "@radix-ui/themes";
import type { MediaItem } from "~/lib/media";
import { mediaText } from "~/lib/messages-media";
import { FieldError, MediaField, type KitFormMetadata } from "./form";

/**
 * A list of images from the media library (banners, a provider's gallery): one media field per
 * picture, a remove button each and an add button, all Conform list intents, so it works without
 * JavaScript too (the server answers the list with one more or one fewer row).
 */
export function MediaListField({
  base,
  form,
  field,
  title,
  hint,
  itemLabel,
  empty,
  max,
  noJsImages,
  provider,
}: {
  base: string;
  form: KitFormMetadata;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  field: FieldMetadata<(string | undefined)[] | undefined, any, string[]>;
  title: string;
  hint?: string;
  /** What one picture is called ("banner", "foto"): "Hapus banner", "Banner Regular 2". */
  itemLabel: string;
  empty: string;
  max: number;
  noJsImages: MediaItem[];
  /** Picks from the provider's own library. */
  provider?: boolean;
}) {
  const items = field.getFieldList();
  return (
    <fieldset className="media-list-fieldset" {...getFieldsetProps(field)}>
      <legend>
        <Text weight="bold">{title}</Text> <Text color="gray">({items.length})</Text>
      </legend>
      {hint && (
        <Text as="p" size="1" color="gray" mb="2">
          {hint}
        </Text>
      )}
      <FieldError errors={field.errors} id={field.errorId} />
      <div className="media-list-rows">
        {items.map((item, index) => (
          <div className="media-list-row" key={item.key}>
            <MediaField field={item} base={base} label={`${title} ${index + 1}`} type="image" noJsChoices={noJsImages} provider={provider} />
            <Button {...form.remove.getButtonProps({ name: field.name, index })} variant="ghost" color="red" size="1" className="media-list-remove" aria-label={mediaText.removeItemOf(itemLabel, title, index + 1)}>
              {mediaText.removeItem(itemLabel)}
            </Button>
          </div>
        ))}
        {items.length === 0 && (
          <Text size="2" color="gray">
            {empty}
          </Text>
        )}
      </div>
      <Button {...form.insert.getButtonProps({ name: field.name })} variant="soft" size="2" mt="2" disabled={items.length >= max}>
        {mediaText.addTo(title)}
      </Button>
    </fieldset>
  );
}
