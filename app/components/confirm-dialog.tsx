import { AlertDialog, Button, Flex } from "@radix-ui/themes";
import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { useNotify } from "./notices";

/**
 * The confirmation of SPEC §2/§4: declining shows the 'Canceled!' warning. `confirm` is the
 * element that carries out the action (usually a submit button of a form). Either give a
 * `trigger`, or control it with `open` / `onOpenChange`.
 */
export function ConfirmDialog(props: {
  title: string;
  description: string;
  confirm: ReactNode;
  trigger?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}) {
  const notify = useNotify();
  return (
    <AlertDialog.Root open={props.open} onOpenChange={props.onOpenChange}>
      {props.trigger ? <AlertDialog.Trigger>{props.trigger}</AlertDialog.Trigger> : null}
      <AlertDialog.Content maxWidth="420px">
        <AlertDialog.Title>{props.title}</AlertDialog.Title>
        <AlertDialog.Description size="2">{props.description}</AlertDialog.Description>
        <Flex gap="3" mt="4" justify="end">
          <AlertDialog.Cancel>
            <Button variant="soft" color="gray" onClick={() => notify("warning", "Canceled!")}>
              Cancel
            </Button>
          </AlertDialog.Cancel>
          {props.confirm}
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}

/** The confirming side of a delete: posts intent=delete with the id, and where to go back. */
export function DeleteForm({ action, id, redirectTo }: { action: string; id: string; redirectTo?: string }) {
  const navigation = useNavigation();
  return (
    <Form method="post" action={action} className="inline-form">
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name="id" value={id} />
      {redirectTo !== undefined && <input type="hidden" name="redirectTo" value={redirectTo} />}
      <Button type="submit" color="red" disabled={navigation.state === "submitting"}>
        Yes, delete
      </Button>
    </Form>
  );
}
