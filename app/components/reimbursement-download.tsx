import { Button, Callout, Card, Heading, Text } from "@radix-ui/themes";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useFetcher } from "react-router";
import { FilterDate } from "./date-field";
import { useNotify } from "./notices";
import { MESSAGES } from "~/lib/content-schemas";
import { parseDay } from "~/lib/day";
import { replyFor, type FormReply } from "~/lib/form-reply";
import { reimbursementText } from "~/lib/messages-content";

type Payor = { payor_code: string; payor_name: string };

/**
 * SPEC §4 reimbursement download button: 'Request Link Download' → 'Process.....' →
 * 'Download Now' (opens the link, then resets). Without JavaScript the page comes back with the
 * link as a plain download anchor.
 */
export default function ReimbursementDownload(props: { payors: Payor[]; reply: unknown }) {
  const { payors } = props;
  const fetcher = useFetcher<FormReply<{ link: string }>>({ key: "reimbursement" });
  const notify = useNotify();
  const [localError, setLocalError] = useState<string | null>(null);
  // A reply the operator has moved past: the link was used, or the form changed since (then the
  // link would be for other dates or another payor).
  const [stale, setStale] = useState<unknown>(null);
  const reply = replyFor<{ link: string }>(fetcher.data ?? props.reply, "reimbursement");
  // A page that came back from a post sent without JavaScript (or before this card's code had
  // come) shows what was posted, beside its link or its refusal.
  const posted = replyFor(props.reply, "reimbursement")?.result.initialValue ?? {};
  const typed = (name: string) => (typeof posted[name] === "string" ? (posted[name] as string) : "");
  const form = useRef<HTMLFormElement>(null);
  const result = reply !== stale ? reply : undefined;
  const processing = fetcher.state !== "idle";
  const link = !processing ? (result?.extra?.link ?? null) : null;
  const refusal = result?.result.error?.[""]?.[0] ?? null;
  // A day that does not read is said under its field.
  const fieldErrors = !processing ? result?.result.error : undefined;
  const error = localError ?? (!processing ? refusal : null);

  // What was typed or chosen before the card hydrated changed nothing in React's state: if it
  // differs from what the link was made for, the link is for other dates or another payor.
  useEffect(() => {
    const asked = reply?.extra?.link ? reply.result.initialValue : undefined;
    if (!asked || !form.current) return;
    const now = new FormData(form.current);
    const same = (name: string) => (name === "payor" ? now.get(name) === asked[name] : parseDay(String(now.get(name) ?? "")) === parseDay(String(asked[name] ?? "")));
    if (!same("from") || !same("to") || !same("payor")) setStale(reply);
    // Once, at hydration: later changes are heard by the form's onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const message = fetcher.data ? replyFor(fetcher.data, "reimbursement")?.result.error?.[""]?.[0] : undefined;
    if (fetcher.state === "idle" && message) notify("error", message);
  }, [fetcher.state, fetcher.data, notify]);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const form = new FormData(event.currentTarget);
    if (!form.get("from") || !form.get("to") || !form.get("payor")) {
      event.preventDefault();
      setLocalError(MESSAGES.reimbursementRequired);
      notify("warning", MESSAGES.reimbursementRequired);
      return;
    }
    setLocalError(null);
  };

  return (
    <Card size="2">
      <Heading as="h2" size="4" mb="1">
        {reimbursementText.heading}
      </Heading>
      <Text as="p" size="2" color="gray" mb="3">
        {reimbursementText.about}
      </Text>
      <fetcher.Form
        ref={form}
        method="post"
        className="reimb-form"
        onSubmit={onSubmit}
        noValidate
        onChange={() => {
          // SPEC §4: any change of payor or dates starts over at 'Request Link Download'.
          setStale(reply);
          setLocalError(null);
        }}
      >
        <input type="hidden" name="intent" value="reimbursement" />
        <FilterDate name="from" label="Start Date" value={typed("from")} errors={fieldErrors?.from ?? undefined} />
        <FilterDate name="to" label="To date" value={typed("to")} errors={fieldErrors?.to ?? undefined} />
        <label>
          Payor
          <select name="payor" defaultValue={typed("payor")}>
            <option value="">{reimbursementText.choosePayor}</option>
            {payors.map((p) => (
              <option key={p.payor_code} value={p.payor_code}>
                {p.payor_code} · {p.payor_name}
              </option>
            ))}
          </select>
        </label>
        <div>
          {link ? (
            <Button asChild color="green">
              <a
                href={link}
                download
                onClick={() => {
                  // The download starts; the button goes back to its first state.
                  setTimeout(() => setStale(reply), 0);
                }}
              >
                Download Now
              </a>
            </Button>
          ) : (
            <Button type="submit" disabled={processing}>
              {processing ? "Process....." : "Request Link Download"}
            </Button>
          )}
        </div>
      </fetcher.Form>
      {error && (
        <Callout.Root color="red" role="alert" size="1" mt="3">
          <Callout.Text>{error}</Callout.Text>
        </Callout.Root>
      )}
    </Card>
  );
}
