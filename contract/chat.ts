// SPEC §7 "Chat and activation": the live chat (getListChat, getDetailChat, updateCollection,
// postMessage; §3 "Chat message", §4 "Chat case") and the e-card log. (The ticket service,
// /v2/extservice and /tools are still declared by hand: see platform/services/contract.test.ts.)
import { z } from "zod";
import { defineCall } from "./define.ts";
import { acknowledgement, blankText, code, count, intInRange, isoDate, listOf, pageCursor, searchText } from "./fields.ts";
import { CHAT_MESSAGE_MAX, CHAT_SEARCH_MAX, ECARD_EVENTS, ECARD_PAGE_MAX } from "./lists.ts";

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
