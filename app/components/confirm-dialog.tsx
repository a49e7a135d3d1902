import { AlertDialog, Button, Flex } from "@radix-ui/themes";
import type { ReactNode } from "react";
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
