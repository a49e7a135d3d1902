import * as contract from "../../../contract/chat";
import { TICKETS_FROM } from "../../../contract/lists";
import type { z } from "zod";
import { jakartaToday } from "~/lib/format";
import { ACTIVATION_REQUEST, type TicketTab } from "~/lib/activation";
import { multipart, type Upstream } from "./client";
import { TIMEOUT } from "./request";

/** SPEC §7 "Chat and activation": the ticket service, the extservice proxy and the tools (contract/chat.ts). */

export type Ticket = z.output<typeof contract.ticket>;

/** SPEC §7: only tickets whose first message is the manual e-card activation request are kept. */
const isActivation = (t: Ticket) => t.messages[0]?.msg.trim() === ACTIVATION_REQUEST;

/** A tab's tickets, from 2021-08-01 to today (Jakarta), activation requests only. */
export async function getActivationTickets(upstream: Upstream, tab: TicketTab) {
  const tickets = await upstream.call(contract.tickets, { params: { status: tab }, query: { from: TICKETS_FROM, to: jakartaToday() } });
  return tickets.filter(isActivation);
}

/** One ticket, or null when it is not an activation request of this app. */
export async function getActivationTicket(upstream: Upstream, code: string) {
  const ticket = await upstream.call(contract.ticketOne, { params: { code } });
  return isActivation(ticket) ? ticket : null;
}

/** sendWhatsapp through the extservice proxy: customer service answers the ticket. */
export async function sendWhatsapp(upstream: Upstream, ticketCode: string, message: string) {
  await upstream.call(contract.sendWhatsapp, { body: { endpoint: "sendWhatsapp", ticket_code: ticketCode, message } });
}

export type ActivationMember = z.output<typeof contract.coreMember>;

/** getMember (cardno, project_id). */
export async function getMember(upstream: Upstream, cardNo: string) {
  return upstream.call(contract.getMember, { body: { endpoint: "getMember", cardno: cardNo, project_id: upstream.user.project_id } });
}

/** verifyMember (payormemberid, policyno, project_id, app_id): whether the member may have an e-card. */
export async function verifyMember(upstream: Upstream, m: ActivationMember) {
  const body = { endpoint: "verifyMember", payormemberid: m.member_id, policyno: m.policy_no, project_id: upstream.user.project_id, app_id: upstream.user.app_id } as const;
  return (await upstream.call(contract.verifyMember, { body })).eligible;
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
  await upstream.call(contract.registerCard, { multipart: await multipart(form) }, { timeoutMs: TIMEOUT.route });
}

/** /tools/ecardLogging: the activation becomes an e-card event. */
export async function logActivation(upstream: Upstream, m: ActivationMember) {
  await upstream.call(contract.ecardLogging, {
    body: { msg_event: "activation", body: { project_id: m.project_id, corp_code: m.corp_code ?? "", payor_code: m.payor_code, card_no: m.card_no, name: m.name } },
  });
}

/** /tools/sendmail: the member gets the PIN by email. */
export async function mailPin(upstream: Upstream, email: string, name: string, pin: string) {
  await upstream.call(contract.sendmail, { body: { app_id: upstream.user.app_id, type: "pin", email, body: { Name: name, Pin: pin } } });
}
