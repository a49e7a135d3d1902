import { Button, Flex, Text } from "@radix-ui/themes";
import { Form, useNavigation, useSubmit } from "react-router";
import { columnsText } from "~/lib/messages-members";

export type ChoosableColumn = { key: string; header: string };

/**
 * The per-user column chooser: a <details> menu with a checkbox per column the user may see.
 * It posts to the list's own action (intent=columns), which remembers the choice in a cookie
 * and redirects back; with JavaScript a tick applies at once, without it "Terapkan" does.
 */
export function ColumnChooser({ columns, hidden, table }: { columns: ChoosableColumn[]; hidden: readonly string[]; table: string }) {
  const submit = useSubmit();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "columns";
  const shownCount = columns.length - hidden.length;
  return (
    <details className="dropdown column-chooser">
      <summary>
        {columnsText.button} <Text color="gray">({shownCount}/{columns.length})</Text>
      </summary>
      <Form
        method="post"
        preventScrollReset
        className="column-chooser-panel"
        aria-label={columnsText.panel}
        onChange={(e) => submit(e.currentTarget, { method: "post", preventScrollReset: true })}
      >
        <input type="hidden" name="intent" value="columns" />
        <input type="hidden" name="table" value={table} />
        <Flex direction="column" gap="1">
          {columns.map((column) => (
            <label key={column.key} className="check-row">
              <input type="checkbox" name="shown" value={column.key} defaultChecked={!hidden.includes(column.key)} />
              <Text size="2">{column.header}</Text>
            </label>
          ))}
        </Flex>
        <Button type="submit" size="1" variant="soft" mt="2" disabled={busy}>
          {columnsText.apply}
        </Button>
      </Form>
    </details>
  );
}
