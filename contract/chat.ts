// SPEC §7 "Chat and activation": the live chat (getListChat, getDetailChat, updateCollection,
// postMessage; §3 "Chat message", §4 "Chat case"), the e-card log, and the manual activation: the
// ticket service, POST /v2/extservice (one declaration per endpoint, and the card registration's
// multipart form) and the two tools called after a registration.
import { z } from "zod";
import { defineCall, defineEndpoint, joinEndpoints } from "./define.ts";
import { acknowledgement, blankText, code, count, email, intInRange, isoDate, listOf, pageCursor, receipt, searchText } from "./fields.ts";
import { CHAT_MESSAGE_MAX, CHAT_SEARCH_MAX, ECARD_EVENTS, ECARD_PAGE_MAX, TICKET_STATUSES, TICKETS_FROM } from "./lists.ts";

const msgId = z.string({ error: "is required" }).trim().min(1, "is required").max(64, "must be at most 64 characters");
const from = z.enum(["user", "cs"]).catch("user");
const kind = z.enum(["text", "image", "doc"]).catch("text");

/** A chat with its newest message, read flat by the console. */
const chatSummary = z
  .object({
    msgId: z.string(),
    data: z.object({ status: z.string(), name: z.string(), no_card: z.string().nullish(), frm: from, date: z.string(), msg: z.string().nullish(), type: kind }),
    /** the member's newest message, ISO (the console marks chats with new ones) */
    last_user_at: z.string().nullish(),
  })
  .transform((c) => ({ msgId: c.msgId, name: c.data.name, card: c.data.no_card ?? "", lastFrom: c.data.frm, lastAt: c.data.date, lastMsg: c.data.msg ?? "", lastType: c.data.type, lastUserAt: c.last_user_at ?? null }));

/** SPEC §3 Chat message: from the member (`user`) or customer service (`cs`); `doc` a /files/ path of an image or document. */
export const chatMessage = z.object({
  id: z.coerce.number(),
  frm: from,
  /** ISO time; shown in Asia/Jakarta */
  date: z.string(),
  msg: blankText,
  type: kind,
  doc: z
    .string()
    .nullish()
    .transform((v) => (v && v.startsWith("/files/") ? v : "")),
  /** the operator who wrote a `cs` message */
  sender: z.string().nullish(),
});

/** POST getListChat: the app's chats in one state, newest first, searched by name or card number. */
export const getListChat = defineCall({
  method: "POST",
  path: "/api/getListChat",
  body: z.object({
    app_id: z.string().optional(),
    msg_event: z.enum(["open", "close"], { error: "must be open or close" }),
    search: searchText(CHAT_SEARCH_MAX),
  }),
  answer: listOf(chatSummary),
});

/** POST getDetailChat: the conversation, and the case's summary once closed. */
export const getDetailChat = defineCall({
  method: "POST",
  path: "/api/getDetailChat",
  body: z.object({ msg_id: msgId }),
  answer: z.object({
    msgId: z.string(),
    data: z.object({ status: z.string(), name: z.string(), no_card: z.string().nullish() }),
    messages: z.array(chatMessage),
    summary: z.object({ username: z.string(), category: z.string(), description: z.string(), date: z.string().nullish() }).nullish(),
  }),
});

/** POST updateCollection: SPEC §4's Close Case (the generic update of SPEC §7, limited to what the console asks of it). */
export const updateCollection = defineCall({
  method: "POST",
  path: "/api/updateCollection",
  body: z.object({
    collection: z.literal("chat", { error: "must be chat" }),
    condition: z.object({ msgId }),
    update: z.object({
      status: z.literal("close", { error: "must be close (a case is only closed)" }),
      summary: z.object({
        username: z.string().optional(),
        category: z.string({ error: "is required" }).trim().min(1, "is required").max(60, "must be at most 60 characters"),
        // SPEC §5 asks only for the category; the description may be empty.
        description: z.string().trim().max(1000, "must be at most 1000 characters").default(""),
      }),
    }),
  }),
  // the embedded platform answers the closed chat; SPEC §7 says nothing of the answer
  answer: z.object({ msgId: z.string(), status: z.string() }).nullish().catch(null),
  envelope: acknowledgement,
});

/** POST postMessage: customer service writes a text, or an uploaded file's /files/ path. */
export const postMessage = defineCall({
  method: "POST",
  path: "/api/postMessage",
  body: z.object({
    data: z
      .object({
        msgId,
        msg: z.string().trim().max(CHAT_MESSAGE_MAX, `must be at most ${CHAT_MESSAGE_MAX} characters`).default(""),
        type: z.enum(["text", "image", "doc"], { error: "must be text, image or doc" }).default("text"),
        doc: z.string().trim().max(500).default(""),
      })
      .refine((m) => m.type === "text" || /^\/files\/[\w./-]+$/.test(m.doc), { path: ["doc"], message: "must be a /files/ path of an uploaded file" })
      .refine((m) => m.type !== "text" || m.msg !== "", { path: ["msg"], message: "must not be empty" }),
    project_id: z.string().optional(),
    app_id: z.string().optional(),
    user_id: z.string().optional(),
  }),
  // the embedded platform answers the message written; SPEC §7 says nothing of the answer
  answer: chatMessage.nullish().catch(null),
  envelope: acknowledgement,
});

// The e-card log (SPEC §7 getListEcard, the collection log by event, and the gateway's summary).

/** "" and null are "not given" (query strings and JSON from forms). */
const optional = <S extends z.ZodType>(schema: S) => z.preprocess((v) => (v === "" || v === null ? undefined : v), schema.optional());
const ecardEvent = z.enum(ECARD_EVENTS, { error: "must be activation or transaction" });
const cursor = optional(z.string().max(40, "must be a cursor of this list"));

/**
 * SPEC §3 E-card log. Plain strings, no transforms: zod checks a 5,000-row export page of these in
 * about 1.5 ms (with nullish-with-default fields it took 21 ms, a fifth of the platform's own time per page).
 */
export const ecardLog = z.object({
  id: z.string(),
  card_no: z.string(),
  member_name: z.string(),
  payor_code: z.string(),
  corp_code: z.string(),
  /** ISO instant */
  registered_date: z.string(),
  event: z.string(),
  /** claim_id and provider are "" for activations */
  body: z.object({ claim_id: z.string(), provider: z.string() }),
});

/** GET getListEcard/{project}/: one keyset page (cursors opaque, null at either end), newest first unless asked. */
export const getListEcard = defineCall({
  method: "GET",
  path: "/api/getListEcard/:project/",
  params: z.object({ project: code(20) }),
  query: z.object({
    event: ecardEvent,
    payor_code: optional(code(20)),
    corp_code: optional(code(20)),
    start_date: optional(isoDate),
    end_date: optional(isoDate),
    q: searchText(),
    size: intInRange(1, ECARD_PAGE_MAX).default(10),
    order: z.enum(["desc", "asc"], { error: "must be desc or asc" }).default("desc"),
    after: cursor,
    before: cursor,
  }),
  answer: z.object({
    total: count,
    /** false when `q` matched more than the count cap (total is then the cap) */
    total_exact: z.boolean(),
    result: z.array(ecardLog),
    next: pageCursor,
    prev: pageCursor,
  }),
});

const ecardFilter = z.object({
  payor_code: optional(code(20)),
  corp_code: optional(code(20)),
  start_date: optional(isoDate),
  end_date: optional(isoDate),
});

/** POST getCollectionLog: events per WIB day of the range (the last 30 days when none), oldest first, zero days included. */
export const getCollectionLog = defineCall({
  method: "POST",
  path: "/api/getCollectionLog",
  body: z.object({
    collection: z.literal("ecard_log", { error: 'must be "ecard_log"' }),
    event: ecardEvent,
    filter: z.preprocess((v) => v ?? {}, ecardFilter),
  }),
  answer: z.object({ total: count, byDay: z.array(z.object({ day: z.string(), total: count })) }),
});

/** POST {gateway}/tools/getCollectionAllByEvent (the gateway's token): events and corporates with events, per project. */
export const getCollectionAllByEvent = defineCall({
  method: "POST",
  path: "/gateway/tools/getCollectionAllByEvent",
  body: z.object({ event: ecardEvent }),
  answer: z.object({
    projects: z.array(
      z.object({
        project_id: z.string(),
        project_name: blankText,
        total: count,
        corporates: count,
      }),
    ),
    total: count,
    corporates: count,
  }),
});

// Manual e-card activation: the WhatsApp ticket service and the external-service proxy.

const ticketMessage = z.object({ id: z.coerce.number(), frm: from, msg: z.string(), sender: z.string().nullish(), date: z.string() });
/** A WhatsApp ticket with its messages, oldest first (times ISO). */
export const ticket = z.object({
  code: z.string(),
  name: z.string(),
  phone: z.string().nullish(),
  status: z.string(),
  created_at: z.string(),
  updated_at: z.string().nullish(),
  messages: z.array(ticketMessage),
});

/** GET /tickets/{status}?from&to: the app's tickets in that state created within the Jakarta days, oldest first, at most 500. */
export const tickets = defineCall({
  method: "GET",
  path: "/tickets/:status",
  params: z.object({ status: z.enum(TICKET_STATUSES, { error: `must be one of ${TICKET_STATUSES.join(", ")}` }) }),
  query: z.object({ from: isoDate.default(TICKETS_FROM), to: isoDate.optional() }),
  answer: listOf(ticket),
});

/** GET /tickets/one/{code}: one ticket of the app (named `tickets` too, by its service). */
export const ticketOne = defineCall({
  method: "GET",
  path: "/tickets/one/:code",
  params: z.object({ code: code(40) }),
  answer: ticket,
});

const EXTSERVICE = "/v2/extservice";
const cardNo = z.string({ error: "is required" }).trim().min(1, "is required").max(40, "must be at most 40 characters");
const WHATSAPP_MAX = 1000;

/** SPEC §5's ID number (NIK) rules, as the platform checks them again. */
const nik = z
  .string({ error: "is required" })
  .trim()
  .regex(/^\d{16}$/, "must be 16 digits")
  .refine((v) => !v.endsWith("0000"), "must not end in 0000")
  .refine((v) => !v.startsWith("0"), "must not start with 0");

/** A member of the core system, as the proxy answers it. */
export const coreMember = z.object({
  card_no: z.string(),
  name: z.string(),
  member_id: z.string(),
  policy_no: z.string(),
  corp_code: z.string().nullish(),
  payor_code: z.string(),
  project_id: z.string(),
});

/** getMember { cardno }: the member of the caller's project with that card (404 unknown). */
export const getMember = defineEndpoint(EXTSERVICE, "getMember", { cardno: cardNo, project_id: z.string().optional() }, coreMember);

/** verifyMember { payormemberid, policyno }: whether the member may have an e-card. */
export const verifyMember = defineEndpoint(
  EXTSERVICE,
  "verifyMember",
  {
    payormemberid: z.string().trim().min(1, "is required").max(40),
    policyno: z.string().trim().min(1, "is required").max(60),
    project_id: z.string().optional(),
    app_id: z.string().optional(),
  },
  z.object({ eligible: z.boolean() }),
);

/** sendWhatsapp { ticket_code, message }: customer service answers a ticket, which goes `processing` (a closed one: 409). */
export const sendWhatsapp = defineCall({
  ...defineEndpoint(
    EXTSERVICE,
    "sendWhatsapp",
    {
      ticket_code: z.string().trim().min(1, "is required").max(40),
      message: z.string().trim().min(1, "must not be empty").max(WHATSAPP_MAX, `must be at most ${WHATSAPP_MAX} characters`),
    },
    receipt(z.object({ ticket_code: z.string(), status: z.string() })),
  ),
  envelope: acknowledgement,
});

/**
 * The card registration: a multipart form of these fields with the ID card's photo in
 * `uploadedFile` (an image of at most 5 MB). Once per card (409); the ticket named closes.
 */
export const registerCard = defineCall({
  method: "POST",
  path: EXTSERVICE,
  multipart: z.object({
    cardNo,
    mediaName: z.string().trim().min(1, "is required").max(40),
    mediaNo: nik,
    userCode: z.string().trim().min(1, "is required").max(14, "must be at most 14 characters"),
    pinNo: z.string().regex(/^[1-9]\d{3}$/, "must be a PIN from 1000 to 9999"),
    email: email(),
    ticketCode: z.string().trim().max(40).optional(),
  }),
  answer: receipt(z.object({ card_no: z.string(), user_code: z.string() })),
  envelope: acknowledgement,
});

/** The endpoints of /v2/extservice that take a JSON body, by name. */
export const EXTSERVICE_ENDPOINTS = { getMember, verifyMember, sendWhatsapp };
/** POST /v2/extservice, any of its endpoints or the registration: the name the platform's rules and routes know. */
export const extservice = joinEndpoints(EXTSERVICE, [...Object.values(EXTSERVICE_ENDPOINTS), registerCard]);

/** POST /tools/ecardLogging: a registration becomes an activation e-card event of the caller's project. */
export const ecardLogging = defineCall({
  method: "POST",
  path: "/tools/ecardLogging",
  body: z.object({
    msg_event: z.literal("activation", { error: "must be activation" }),
    body: z.object({
      project_id: z.string().trim().min(1).max(20),
      corp_code: z.string().trim().max(20).default(""),
      payor_code: z.string().trim().min(1).max(20),
      card_no: cardNo,
      name: z.string().trim().max(200).default(""),
    }),
  }),
  answer: receipt(z.object({ card_no: z.string() })),
  envelope: acknowledgement,
});

/** POST /tools/sendmail: a mail to the member (the PIN after a registration). */
export const sendmail = defineCall({
  method: "POST",
  path: "/tools/sendmail",
  body: z.object({
    app_id: z.string().optional(),
    type: z.string().trim().min(1, "is required").max(40),
    email: email(),
    body: z.object({ Name: z.string().trim().max(200).default(""), Pin: z.union([z.string(), z.number()]).optional() }),
  }),
  answer: receipt(z.object({ email: z.string() })),
  envelope: acknowledgement,
});
