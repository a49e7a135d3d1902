import { z } from "zod";
import { jakartaToday } from "~/lib/format";
import { ACTIVATION_REQUEST, TICKETS_FROM, type TicketTab } from "~/lib/activation";
import { multipart, path, type Upstream } from "./client";
import { TIMEOUT } from "./request";
import { dataOf, done, listOf } from "./wire";

/** SPEC §7 "Chat and activation": the ticket service, the extservice proxy and the tools. */

const ticketMessage = z.object({ id: z.coerce.number(), frm: z.enum(["user", "cs"]).catch("user"), msg: z.string(), sender: z.string().nullish(), date: z.string() });
const ticket = z.object({ code: z.string(), name: z.string(), phone: z.string().nullish(), status: z.string(), created_at: z.string(), updated_at: z.string().nullish(), messages: z.array(ticketMessage) });
export type Ticket = z.output<typeof ticket>;

/** SPEC §7: only tickets whose first message is the manual e-card activation request are kept. */
const isActivation = (t: Ticket) => t.messages[0]?.msg.trim() === ACTIVATION_REQUEST;

/** A tab's tickets, from 2021-08-01 to today (Jakarta), activation requests only. */
export async function getActivationTickets(upstream: Upstream, tab: TicketTab) {
  const answer = await upstream.get(path`/tickets/${tab}`, { schema: listOf(ticket), query: { from: TICKETS_FROM, to: jakartaToday() } });
  return answer.data.filter(isActivation);
}

/** One ticket, or null when it is not an activation request of this app. */
export async function getActivationTicket(upstream: Upstream, code: string) {
  const answer = await upstream.get(path`/tickets/one/${code}`, { schema: dataOf(ticket) });
  return isActivation(answer.data) ? answer.data : null;
}

/** sendWhatsapp through the extservice proxy: customer service answers the ticket. */
export async function sendWhatsapp(upstream: Upstream, ticketCode: string, message: string) {
  await upstream.post(path`/v2/extservice`, { endpoint: "sendWhatsapp", ticket_code: ticketCode, message }, { schema: done });
}

const member = z.object({ card_no: z.string(), name: z.string(), member_id: z.string(), policy_no: z.string(), corp_code: z.string().nullish(), payor_code: z.string(), project_id: z.string() });
export type ActivationMember = z.output<typeof member>;
const eligibility = z.object({ eligible: z.boolean() });

/** getMember (cardno, project_id). */
export async function getMember(upstream: Upstream, cardNo: string) {
  return (await upstream.post(path`/v2/extservice`, { endpoint: "getMember", cardno: cardNo, project_id: upstream.user.project_id }, { schema: dataOf(member) })).data;
}

/** verifyMember (payormemberid, policyno, project_id, app_id): whether the member may have an e-card. */
export async function verifyMember(upstream: Upstream, m: ActivationMember) {
  const answer = await upstream.post(
    path`/v2/extservice`,
    { endpoint: "verifyMember", payormemberid: m.member_id, policyno: m.policy_no, project_id: upstream.user.project_id, app_id: upstream.user.app_id },
    { schema: dataOf(eligibility) },
  );
  return answer.data.eligible;
}

/** The card registration upload (multipart: cardNo, mediaName, mediaNo, userCode, uploadedFile, pinNo, email). */
export async function registerCard(
  upstream: Upstream,
  card: { cardNo: string; nik: string; userCode: string; pin: string; email: string; ticketCode: string },
  photo: File,
) {
  const form = new FormData();
  form.set("cardNo", card.cardNo);
  form.set("mediaName", "KTP");
  form.set("mediaNo", card.nik);
  form.set("userCode", card.userCode);
  form.set("uploadedFile", photo, photo.name);
  form.set("pinNo", card.pin);
  form.set("email", card.email);
  form.set("ticketCode", card.ticketCode);
  await upstream.send(path`/v2/extservice`, await multipart(form), { schema: done, timeoutMs: TIMEOUT.route });
}

/** /tools/ecardLogging: the activation becomes an e-card event. */
export async function logActivation(upstream: Upstream, m: ActivationMember) {
  await upstream.post(
    path`/tools/ecardLogging`,
    { msg_event: "activation", body: { project_id: m.project_id, corp_code: m.corp_code ?? "", payor_code: m.payor_code, card_no: m.card_no, name: m.name } },
    { schema: done },
  );
}

/** /tools/sendmail: the member gets the PIN by email. */
export async function mailPin(upstream: Upstream, email: string, name: string, pin: string) {
  await upstream.post(path`/tools/sendmail`, { app_id: upstream.user.app_id, type: "pin", email, body: { Name: name, Pin: pin } }, { schema: done });
}
