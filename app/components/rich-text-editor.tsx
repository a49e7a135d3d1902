import { useCallback, useMemo, useState, type ReactNode } from "react";
import { createEditor, Editor, Element as SlateElement, Range, Transforms, type BaseEditor, type Descendant } from "slate";
import { withHistory, type HistoryEditor } from "slate-history";
import { Editable, Slate, useSlate, withReact, type ReactEditor, type RenderElementProps, type RenderLeafProps } from "slate-react";
import { fromHtml, safeUrl, toHtml, type BlockElement, type BlockType, type LinkElement, type Mark, type RichNode, type RichText } from "~/lib/rich-text";
import { editorText } from "~/lib/messages-content";

/**
 * The slate editor. Loaded lazily by RichTextField only in the browser: slate stays out of every
 * page that has no editor, and out of the server render.
 */
declare module "slate" {
  interface CustomTypes {
    Editor: BaseEditor & ReactEditor & HistoryEditor;
    Element: BlockElement | LinkElement;
    Text: RichText;
  }
}

const LIST_TYPES: BlockType[] = ["bulleted-list", "numbered-list"];

function withLinks(editor: Editor): Editor {
  const { isInline } = editor;
  editor.isInline = (element) => element.type === "link" || isInline(element);
  return editor;
}

export default function RichTextEditor(props: { name: string; defaultValue: string; label: string; invalid?: boolean; onChange?: (html: string) => void }) {
  const editor = useMemo(() => withLinks(withHistory(withReact(createEditor()))), []);
  const initial = useMemo(() => fromHtml(props.defaultValue) as Descendant[], [props.defaultValue]);
  const [html, setHtml] = useState(() => toHtml(initial as RichNode[]));
  const renderElement = useCallback((p: RenderElementProps) => <ElementView {...p} />, []);
  const renderLeaf = useCallback((p: RenderLeafProps) => <LeafView {...p} />, []);

  return (
    <div className="rte" data-invalid={props.invalid || undefined}>
      <Slate
        editor={editor}
        initialValue={initial}
        onChange={(value) => {
          if (editor.operations.every((op) => op.type === "set_selection")) return;
          const next = toHtml(value as RichNode[]);
          setHtml(next);
          props.onChange?.(next);
        }}
      >
        <div className="rte-toolbar" role="toolbar" aria-label={editorText.toolbar}>
          <MarkButton mark="bold" label={editorText.boldKey} title={editorText.bold} />
          <MarkButton mark="italic" label={editorText.italicKey} title={editorText.italic} />
          <MarkButton mark="underline" label={editorText.underlineKey} title={editorText.underline} />
          <BlockButton type="heading-one" label={editorText.heading1Key} title={editorText.heading1} />
          <BlockButton type="heading-two" label={editorText.heading2Key} title={editorText.heading2} />
          <BlockButton type="heading-three" label={editorText.heading3Key} title={editorText.heading3} />
          <BlockButton type="bulleted-list" label={editorText.bulletedKey} title={editorText.bulleted} />
          <BlockButton type="numbered-list" label={editorText.numberedKey} title={editorText.numbered} />
          <BlockButton type="block-quote" label="❝" title={editorText.quote} />
          <LinkButton />
        </div>
        <Editable
          className="rte-content rich-text"
          aria-label={props.label}
          role="textbox"
          aria-multiline
          renderElement={renderElement}
          renderLeaf={renderLeaf}
          onKeyDown={(event) => {
            if (!(event.ctrlKey || event.metaKey)) return;
            const mark = ({ b: "bold", i: "italic", u: "underline" } as Record<string, Mark>)[event.key.toLowerCase()];
            if (mark) {
              event.preventDefault();
              toggleMark(editor, mark);
            }
          }}
        />
      </Slate>
      <input type="hidden" name={props.name} value={html} />
    </div>
  );
}

function isMarkActive(editor: Editor, mark: Mark) {
  return !!Editor.marks(editor)?.[mark];
}

function toggleMark(editor: Editor, mark: Mark) {
  if (isMarkActive(editor, mark)) Editor.removeMark(editor, mark);
  else Editor.addMark(editor, mark, true);
}

function isBlockActive(editor: Editor, type: BlockType) {
  const [match] = Editor.nodes(editor, { match: (n) => SlateElement.isElement(n) && n.type === type });
  return !!match;
}

function toggleBlock(editor: Editor, type: BlockType) {
  const active = isBlockActive(editor, type);
  const list = LIST_TYPES.includes(type);
  Transforms.unwrapNodes(editor, {
    match: (n) => SlateElement.isElement(n) && n.type !== "link" && LIST_TYPES.includes(n.type),
    split: true,
  });
  Transforms.setNodes(editor, { type: active ? "paragraph" : list ? "list-item" : type } as Partial<BlockElement>);
  if (!active && list) Transforms.wrapNodes(editor, { type, children: [] } as BlockElement);
}

function ToolbarButton(props: { active: boolean; title: string; label?: string; children: ReactNode; onPress: () => void }) {
  return (
    <button
      type="button"
      className="rte-button"
      aria-pressed={props.active}
      title={props.title}
      // The name starts with what the button shows (WCAG label in name), then says what it does.
      aria-label={props.label ? `${props.label} ${props.title}` : props.title}
      onMouseDown={(event) => {
        // A pointer keeps the editor's selection: act on mouse down, not on click.
        event.preventDefault();
        props.onPress();
      }}
      onClick={(event) => {
        // The keyboard (Enter, Space) clicks without a mouse down.
        if (event.detail === 0) props.onPress();
      }}
    >
      {props.children}
    </button>
  );
}

function MarkButton({ mark, label, title }: { mark: Mark; label: string; title: string }) {
  const editor = useSlate();
  return (
    <ToolbarButton active={isMarkActive(editor, mark)} title={title} label={label} onPress={() => toggleMark(editor, mark)}>
      {label}
    </ToolbarButton>
  );
}

function BlockButton({ type, label, title }: { type: BlockType; label: string; title: string }) {
  const editor = useSlate();
  return (
    <ToolbarButton active={isBlockActive(editor, type)} title={title} label={label} onPress={() => toggleBlock(editor, type)}>
      {label}
    </ToolbarButton>
  );
}

function LinkButton() {
  const editor = useSlate();
  const [link] = Editor.nodes(editor, { match: (n) => SlateElement.isElement(n) && n.type === "link" });
  return (
    <ToolbarButton
      active={!!link}
      title={editorText.link}
      onPress={() => {
        if (link) {
          Transforms.unwrapNodes(editor, { match: (n) => SlateElement.isElement(n) && n.type === "link" });
          return;
        }
        const url = safeUrl(window.prompt(editorText.linkPrompt) ?? "");
        if (!url || !editor.selection) return;
        if (Range.isCollapsed(editor.selection)) {
          Transforms.insertNodes(editor, { type: "link", url, children: [{ text: url }] });
        } else {
          Transforms.wrapNodes(editor, { type: "link", url, children: [] }, { split: true });
          Transforms.collapse(editor, { edge: "end" });
        }
      }}
    >
      {editorText.link}
    </ToolbarButton>
  );
}

function ElementView({ attributes, children, element }: RenderElementProps) {
  switch (element.type) {
    case "link":
      return (
        <a {...attributes} href={element.url} onClick={(e) => e.preventDefault()}>
          {children}
        </a>
      );
    case "heading-one":
      return <h1 {...attributes}>{children}</h1>;
    case "heading-two":
      return <h2 {...attributes}>{children}</h2>;
    case "heading-three":
      return <h3 {...attributes}>{children}</h3>;
    case "block-quote":
      return <blockquote {...attributes}>{children}</blockquote>;
    case "bulleted-list":
      return <ul {...attributes}>{children}</ul>;
    case "numbered-list":
      return <ol {...attributes}>{children}</ol>;
    case "list-item":
      return <li {...attributes}>{children}</li>;
    default:
      return <p {...attributes}>{children}</p>;
  }
}

function LeafView({ attributes, children, leaf }: RenderLeafProps) {
  let content = children;
  if (leaf.bold) content = <strong>{content}</strong>;
  if (leaf.italic) content = <em>{content}</em>;
  if (leaf.underline) content = <u>{content}</u>;
  return <span {...attributes}>{content}</span>;
}
