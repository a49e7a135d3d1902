import { Badge, Flex, Text } from "@radix-ui/themes";
import { redirect } from "react-router";
import type { Route } from "./+types/$base.manual-activation";
import { requireUser } from "~/.server/guard";
import { FormError, readForm, submitForm } from "~/.server/kits/submit";
import { getActivationTicket, getActivationTickets, getMember, logActivation, mailPin, registerCard, sendWhatsapp, verifyMember, type Ticket } from "~/.server/upstream/activation";
import { orNotFound } from "~/.server/upstream/request";
import { FileField, FormErrors, InputField, KitFormElement, SubmitButton, TextareaField, useKitForm, type KitFormMetadata } from "~/components/form";
import { ConversationMessage } from "~/components/conversation";
import { Inbox, InboxReply, InboxThread } from "~/components/inbox";
import { ACTIVATION_MESSAGES, activationPin, activationSchema, cardInMessages, replySchema, TICKET_POLL_MS, TICKET_TABS, ticketList, userCodeOf, type TicketTab } from "~/lib/activation";
import { readList } from "~/lib/list";
import "~/styles/content.css";
import { keepForm } from "~/lib/keep-form";
import { UpstreamError } from "~/.server/upstream/request";
import { activationText } from "~/lib/messages-service";
import { screenHref } from "~/lib/screen-table";

/**
 * SPEC §2 manual-activation: the WhatsApp tickets asking for a manual e-card activation in tabs
 * Open, On Going and Closed (`?tab=`), the chosen ticket's conversation (`&ticket=`) with a reply
 * box, and the activation form: the card, the ID number (SPEC §5's rules), the email for the PIN
 * and a photo of the ID card. The tickets refresh themselves every 10 s (SPEC §9).
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { upstream, base } = requireUser(context);
  const list = readList(url, ticketList);
  const tab = list.filters.tab;
  const code = list.filters.ticket;
  const [tickets, ticket] = await Promise.all([getActivationTickets(upstream, tab), code ? orNotFound(getActivationTicket(upstream, code)) : Promise.resolve(null)]);
  if (code && !ticket) throw redirect(screenHref("manual-activation", { base }, { tab }));
  return { tab, tickets, ticket };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const { session, upstream, base } = requireUser(context);
  const list = readList(url, ticketList);
  const code = list.filters.ticket;
  if (!code) throw redirect(screenHref("manual-activation", { base }));
  const ticket = await orNotFound(getActivationTicket(upstream, code));
  if (!ticket) throw redirect(screenHref("manual-activation", { base }, { tab: list.filters.tab }));
  const at = (tab: string) => screenHref("manual-activation", { base }, { tab, ticket: code });
  const form = await readForm(request);

  if (form.get("intent") === "reply") {
    return submitForm(form, {
      session,
      intent: "reply",
      schema: replySchema,
      run: (value) => sendWhatsapp(upstream, code, value.message),
      // An answered ticket is on going (the platform moves it).
      success: { flash: ACTIVATION_MESSAGES.replied, redirectTo: at(ticket.status === "closed" ? "closed" : "processing") },
      failure: ACTIVATION_MESSAGES.replyError,
    });
  }

  return submitForm(form, {
    session,
    intent: "activate",
    schema: activationSchema,
    async run(value) {
      // SPEC §5: the member must exist (with a corporate) and be eligible.
      const member = await orNotFound(getMember(upstream, value.card_no));
      if (!member || !member.corp_code || !(await verifyMember(upstream, member))) throw new FormError({ form: [ACTIVATION_MESSAGES.ineligible] });
      const pin = activationPin(crypto.getRandomValues(new Uint32Array(1))[0]! / 2 ** 32);
      try {
        await registerCard(upstream, { cardNo: member.card_no, nik: value.nik, userCode: userCodeOf(member.name), pin, email: value.email, ticketCode: code }, value.photo);
      } catch (error) {
        // The platform looked at the photo's bytes (a renamed file that is no picture): say it in our words, at the field.
        if (error instanceof UpstreamError && error.status === 400 && /uploadedFile/i.test(error.message)) throw new FormError({ fields: { photo: [ACTIVATION_MESSAGES.photo] } });
        throw error;
      }
      // Registered: what follows must not hide that. A failure here is said, not thrown.
      try {
        await logActivation(upstream, member);
        await mailPin(upstream, value.email, member.name, pin);
      } catch (error) {
        return { warning: `${ACTIVATION_MESSAGES.pinNotMailed} ${error instanceof Error ? error.message : ""}`.trim() };
      }
      return { warning: null };
    },
    success: (result) => ({ flash: result.warning ? { type: "warning", message: result.warning } : ACTIVATION_MESSAGES.registered, redirectTo: at("closed") }),
    // SPEC §8: 'Please try again' when nothing answers; otherwise the upload's own text.
    failure: (error) => (error.reason === "unreachable" || error.reason === "timeout" ? { flash: ACTIVATION_MESSAGES.tryAgain, message: ACTIVATION_MESSAGES.tryAgain } : { message: error.message }),
    hideFields: ["photo"],
  });
}

// A post that fails on the way keeps the form and says so (app/lib/keep-form.ts).
export const clientAction = keepForm();

export default function ManualActivation({ loaderData, actionData, params }: Route.ComponentProps) {
  const { tab, tickets, ticket } = loaderData;
  const to = (nextTab: TicketTab, code?: string) => screenHref("manual-activation", { base: params.base }, { tab: nextTab, ticket: code });
  return (
    <Inbox
      intro={activationText.intro}
      tabs={{ label: activationText.tabs, tabs: TICKET_TABS.map((t) => ({ key: t.key, to: to(t.key), label: t.label, active: t.key === tab })) }}
      poll={TICKET_POLL_MS}
      list={{
        label: activationText.ticketsOf(TICKET_TABS.find((t) => t.key === tab)!.label),
        empty: activationText.noTickets,
        entries: tickets.map((t) => ({
          key: t.code,
          to: to(tab, t.code),
          current: ticket?.code === t.code,
          name: t.name,
          marks:
            t.messages.at(-1)?.frm === "user" && tab !== "closed" ? (
              <Badge color="amber" size="1">
                {activationText.awaitingReply}
              </Badge>
            ) : null,
          detail: `${t.code} · ${t.phone}`,
          snippet: t.messages.at(-1)?.msg,
          at: t.created_at,
        })),
      }}
      thread={ticket ? <TicketView ticket={ticket} actionData={actionData} /> : null}
      pick={activationText.pickTicket}
    />
  );
}

function TicketView({ ticket, actionData }: { ticket: Ticket; actionData: unknown }) {
  const closed = ticket.status === "closed";
  return (
    <InboxThread
      name={ticket.name}
      detail={`${ticket.code} ${activationText.viaWhatsapp} ${ticket.phone}`}
      status={<Badge color={closed ? "gray" : ticket.status === "processing" ? "blue" : "amber"}>{TICKET_TABS.find((t) => t.key === ticket.status)?.label ?? ticket.status}</Badge>}
      log={{
        label: activationText.conversationWith(ticket.name),
        last: ticket.messages.at(-1)?.id,
        messages: ticket.messages.map((m) => (
          <ConversationMessage key={m.id} fromMember={m.frm !== "cs"} speaker={m.frm === "cs" ? activationText.customerService : ticket.name} date={m.date}>
            <span className="chat-text">{m.msg}</span>
          </ConversationMessage>
        )),
      }}
      reply={closed ? null : <ReplyBox actionData={actionData} />}
    >
      {closed ? (
        <Text as="p" size="2" color="gray">
          {activationText.ticketClosed}
        </Text>
      ) : (
        <ActivationForm key={ticket.code} actionData={actionData} cardNo={cardInMessages(ticket.messages)} />
      )}
    </InboxThread>
  );
}

function ReplyBox({ actionData }: { actionData: unknown }) {
  const kit = useKitForm({ schema: replySchema, reply: actionData, intent: "reply", id: "ticket-reply" });
  return (
    <InboxReply kit={kit} send={{ label: activationText.send, savingLabel: activationText.sending, variant: "soft" }}>
      <TextareaField field={kit.fields.message} label={activationText.reply} maxLength={200} counter rows={2} />
    </InboxReply>
  );
}

/** The activation form (SPEC §2): the card, the ID number, the email for the PIN and the ID card photo. */
function ActivationForm({ actionData, cardNo }: { actionData: unknown; cardNo: string }) {
  const kit = useKitForm({ schema: activationSchema, reply: actionData, intent: "activate", id: "activation", defaultValue: { card_no: cardNo } });
  const { fields } = kit;
  return (
    <KitFormElement kit={kit} encType="multipart/form-data" preventScrollReset>
      <Flex direction="column" gap="3" className="activation-form">
        <Text as="div" size="3" weight="bold">
          {activationText.formTitle}
        </Text>
        <div className="form-grid">
          <InputField field={fields.card_no} label={activationText.cardNo} maxLength={40} autoComplete="off" inputMode="numeric" />
          <InputField field={fields.nik} label={activationText.nik} maxLength={16} inputMode="numeric" autoComplete="off" description={activationText.nikHint} />
          <InputField field={fields.email} label="Email" type="email" maxLength={200} autoComplete="off" description={activationText.emailHint} />
          <FileField field={fields.photo} label={activationText.photo} accept="image/png,image/jpeg,image/webp,image/gif" />
        </div>
        <FormErrors form={kit.form as KitFormMetadata} />
        <div className="form-actions">
          <SubmitButton saving={kit.saving} label={activationText.activate} savingLabel={activationText.activating} />
        </div>
      </Flex>
    </KitFormElement>
  );
}
