import { Button, Card, Flex, Heading, Text } from "@radix-ui/themes";
import { useId, useLayoutEffect, useRef, type ReactNode } from "react";
import { Form, Link, useLocation, useNavigate, useNavigation } from "react-router";
import { useHydrated } from "./client-only";
import { dialogOpener, returnFocus } from "./focus-return";
import { confirmText } from "~/lib/messages-kit";
import { useNotify } from "./notices";

/**
 * A dialog the URL opens (`?delete=12`, `?claim=RQ…`): drawn by the server, so it is in the HTML
 * and works without JavaScript (closing is a link to `closeHref`). With JavaScript the same
 * <dialog> becomes modal (showModal): focus stays inside it and Escape closes it. `onClose`
 * instead of `closeHref` makes it a dialog opened by the page itself (logout).
 */
export function UrlDialog(props: {
  title: ReactNode;
  /** Read with the title by screen readers. */
  description?: ReactNode;
  children?: ReactNode;
  /** The buttons row; `close` is the closing control to place in it. */
  actions: (close: ReactNode) => ReactNode;
  closeHref?: string;
  onClose?: () => void;
  /** Called when the operator dismisses it (Escape or the closing control), before it closes. */
  onDismiss?: () => void;
  closeLabel: string;
  role?: "alertdialog" | "dialog";
  wide?: boolean;
  /** Without JavaScript, closing posts to resources/cancel, which says 'Canceled!' (a confirmation). */
  saysCanceled?: boolean;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const titleId = useId();
  const descriptionId = useId();

  // A layout effect: the dialog is modal from the frame it is drawn in, so an Escape pressed as it
  // appears closes it (an effect left it non-modal for a moment, and that Escape went nowhere).
  useLayoutEffect(() => {
    const dialog = ref.current;
    // What opened it, to give the focus back on closing (by now the focus may be on a field of this
    // dialog, which took it as it appeared).
    const opener = dialogOpener();
    if (dialog && !dialog.matches(":modal")) {
      // Server-rendered as an open, non-modal dialog: make it modal now that JavaScript runs.
      if (dialog.open) dialog.close();
      dialog.showModal();
    }
    return () => returnFocus(opener);
  }, []);

  const dismiss = () => {
    props.onDismiss?.();
    if (props.onClose) props.onClose();
    else if (props.closeHref) navigate(props.closeHref, { replace: true, preventScrollReset: true });
  };

  const close =
    props.closeHref && !hydrated && props.saysCanceled ? (
      <form method="post" action="/resources/cancel" className="inline-form">
        <input type="hidden" name="to" value={props.closeHref} />
        <Button type="submit" variant="soft" color="gray">
          {props.closeLabel}
        </Button>
      </form>
    ) : props.closeHref && !hydrated ? (
      <Button asChild variant="soft" color="gray">
        <Link to={props.closeHref} replace preventScrollReset>
          {props.closeLabel}
        </Link>
      </Button>
    ) : (
      <Button type="button" variant="soft" color="gray" onClick={dismiss}>
        {props.closeLabel}
      </Button>
    );

  return (
    <dialog
      ref={ref}
      open
      className={props.wide ? "confirm-dialog wide-dialog" : "confirm-dialog"}
      role={props.role ?? "dialog"}
      aria-labelledby={titleId}
      aria-describedby={props.description ? descriptionId : undefined}
      onCancel={(event) => {
        // Escape: the browser would close the dialog but not the URL that draws it.
        event.preventDefault();
        dismiss();
      }}
      onKeyDown={(event) => {
        // Tab stays inside the dialog (the browser would let it reach its own toolbar).
        if (event.key !== "Tab") return;
        const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input:not([type="hidden"]):not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])')];
        const first = focusable[0];
        const last = focusable[focusable.length - 1];
        if (!first || !last) return;
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first.focus();
        }
      }}
    >
      <Card size="3">
        <Heading as="h2" size="4" id={titleId} mb="2">
          {props.title}
        </Heading>
        {props.description ? (
          <Text as="div" size="2" id={descriptionId}>
            {props.description}
          </Text>
        ) : null}
        {props.children}
        <Flex gap="3" mt="4" justify="end" wrap="wrap">
          {props.actions(close)}
        </Flex>
      </Card>
    </dialog>
  );
}

/**
 * The one confirmation of the console (SPEC §2/§4: declining shows 'Canceled!'), a UrlDialog
 * whose confirming side is a form (usually ConfirmForm).
 */
export function ConfirmDialog(props: {
  title: string;
  description: ReactNode;
  confirm: ReactNode;
  /** Anything between the text and the buttons (e.g. the security code field). */
  children?: ReactNode;
  closeHref?: string;
  onClose?: () => void;
  /** alertdialog (a yes/no question) or dialog (a question with a field). */
  role?: "alertdialog" | "dialog";
  cancelLabel?: string;
}) {
  const notify = useNotify();
  return (
    <UrlDialog
      title={props.title}
      description={props.description}
      closeHref={props.closeHref}
      onClose={props.onClose}
      onDismiss={() => notify("warning", "Canceled!")}
      saysCanceled
      closeLabel={props.cancelLabel ?? confirmText.cancel}
      role={props.role ?? "alertdialog"}
      actions={(close) => (
        <>
          {close}
          {props.confirm}
        </>
      )}
    >
      {props.children}
    </UrlDialog>
  );
}

/**
 * The confirming side: a post form with hidden fields (intent, id, where to go back) and a red
 * submit button, disabled while it runs.
 */
export function ConfirmForm({
  action,
  fields,
  label,
  busyLabel,
  children,
  id,
  destructive = true,
}: {
  action?: string;
  fields: Record<string, string>;
  label: string;
  busyLabel?: string;
  /** Visible fields (the security code). */
  children?: ReactNode;
  id?: string;
  /** Red for what takes something away; the accent for what gives it back (activate). */
  destructive?: boolean;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === fields.intent;
  return (
    <Form method="post" action={action} className="inline-form" preventScrollReset id={id}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
      <Button type="submit" color={destructive ? "red" : undefined} disabled={busy}>
        {busy && busyLabel ? busyLabel : label}
      </Button>
    </Form>
  );
}

/**
 * The delete confirmation of a list screen: says what will be deleted, posts intent=delete with
 * the id and the list state to go back to (search, page, filters).
 */
export function DeleteConfirm({ title, description, id, closeHref }: { title: string; description: ReactNode; id: string; closeHref: string }) {
  return <ConfirmDialog title={title} description={description} closeHref={closeHref} confirm={<ConfirmForm fields={{ intent: "delete", id, redirectTo: closeHref }} label={confirmText.yesDelete} />} />;
}

/**
 * Links of a URL-driven confirmation on the current page: `open(value)` adds `?{param}=value` to
 * the current list state, `close` is that state without it (also where the action goes back to).
 * `alsoClose` are other such parameters of the page (one open at a time).
 */
export function useConfirmLinks(param: string, alsoClose: readonly string[] = []) {
  const { pathname, search } = useLocation();
  const current = new URLSearchParams(search);
  for (const key of [param, ...alsoClose]) current.delete(key);
  const rest = current.toString();
  return {
    open: (value: string, more: Record<string, string> = {}) => {
      const next = new URLSearchParams(current);
      next.set(param, value);
      for (const [k, v] of Object.entries(more)) next.set(k, v);
      return `${pathname}?${next}`;
    },
    close: rest ? `${pathname}?${rest}` : pathname,
  };
}
