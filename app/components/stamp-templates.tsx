import { Button, Flex } from "@radix-ui/themes";
import { Link } from "react-router";
import { DataTable, type Column } from "./data-table";
import { PageHead } from "./page-head";
import { RowAction } from "./row-action";
import { templateList } from "~/lib/ematerai";
import { useScreenHref } from "./shell-data";
import type { ListState } from "~/lib/list";
import { templateListText as words } from "~/lib/messages-stamp-list";
import { encodeTemplateParam } from "~/lib/stamp-template";

export type StampTemplateRow = {
  template_id: number;
  provider_code: string;
  document_code: string;
  document_description: string;
  template_name: string;
  llx: number;
  lly: number;
  urx: number;
  ury: number;
  vis_signature_page?: number | null;
  file?: string;
};

/**
 * A provider's stamp templates (SPEC §2: templating/{id} for role sd, template-list for role
 * e-materai): document code, name and the stamp box (LLX, LLY, URY, URX in PDF points), with
 * SPEC's Tambah Template and each row's Edit Template (its link carries the row, SPEC §2).
 */
export function StampTemplates(props: {
  base: string;
  providerCode: string;
  providerName: string;
  rows: StampTemplateRow[];
  total: number;
  list: ListState<string, Record<string, unknown>>;
}) {
  const href = useScreenHref();
  const add = href("add-template", { id: props.providerCode });
  // SPEC §2: the link carries the row (its PDF's address left out: the editor asks for the PDF again).
  const edit = ({ file: _file, ...row }: StampTemplateRow) => href("edit-template", { data: encodeTemplateParam(row) });
  const columns: Column<StampTemplateRow>[] = [
    {
      key: "document_code",
      header: words.documentCode,
      sortKey: "document_code",
      cell: (t) => (
        <span>
          <span className="mono">{t.document_code}</span>
          {t.document_description ? <span className="news-link"> {t.document_description}</span> : null}
        </span>
      ),
    },
    { key: "template_name", header: words.templateName, sortKey: "template_name", cell: (t) => <span className="cell-strong">{t.template_name}</span> },
    { key: "page", header: words.page, align: "right", cell: (t) => t.vis_signature_page ?? 1 },
    { key: "llx", header: "LLX", align: "right", cell: (t) => t.llx },
    { key: "lly", header: "LLY", align: "right", cell: (t) => t.lly },
    { key: "ury", header: "URY", align: "right", cell: (t) => t.ury },
    { key: "urx", header: "URX", align: "right", cell: (t) => t.urx },
    {
      key: "file",
      header: "PDF",
      cell: (row) =>
        row.file ? (
          <a href={row.file} target="_blank" rel="noopener" aria-label={words.viewPdfOf(row.template_name)}>
            {words.viewPdf}
          </a>
        ) : (
          "-"
        ),
    },
  ];
  if (props.rows.length > 0 && edit(props.rows[0])) {
    columns.push({ key: "actions", header: words.actions, sticky: true, cell: (row) => <RowAction to={edit(row)!} label="Edit Template" of={row.template_name} /> });
  }
  return (
    <Flex direction="column" gap="4">
      <PageHead
        description={words.about(props.providerName, props.providerCode)}
        actions={
          add ? (
            <Button asChild>
              <Link to={add}>Tambah Template</Link>
            </Button>
          ) : undefined
        }
      />
      <DataTable
        columns={columns}
        rows={props.rows}
        rowKey={(t) => String(t.template_id)}
        total={props.total}
        list={props.list}
        config={templateList}
        searchPlaceholder={words.search}
        empty={props.list.q ? words.noMatch : words.none}
        caption={words.caption}
      />
    </Flex>
  );
}
