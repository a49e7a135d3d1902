import { z } from "zod";
import { CHAT_MESSAGE_MAX, CHAT_SEARCH_MAX } from "../../contract/lists";
import { code, defineList } from "./list";
import { looksLikeImage, tooLarge, UPLOAD_LIMITS } from "./media";

/**
 * Live customer-service chat (SPEC §2 live_chat/open and live_chat/closed; §3 "Chat message"; §4
 * "Chat case"; §5; §9): the forms, the list's URL state and SPEC's texts and intervals.
 */
export const CHAT_MESSAGES = {
  empty: "Pesan tidak boleh kosong!",
  tooLong: "Pesan maksimal 200 karakter.",
  notImage: "Lampiran harus gambar (PNG, JPEG, WebP atau GIF).",
  imageTooLarge: tooLarge("gambar", UPLOAD_LIMITS.image),
  // SPEC §5 and §8, verbatim.
  categoryRequired: "Category Case Harus Dipilih",
  categoryNotFound: "Category Case Not Found",
  closed: "Case ditutup.",
  closeError: "Close Case Error",
  sendError: "Failed Send Message, User is not active in app",
} as const;

/** SPEC §9: chat list every 15 s, the open conversation every 5 s; a new-chat notice stays 4 s. */
export const CHAT_POLL_MS = { list: 15_000, conversation: 5_000 } as const;
export const NEW_CHAT_NOTICE_MS = 4_000;
export { CHAT_MESSAGE_MAX };

/** What an operator files a closed case under. */
export const CHAT_CASE_CATEGORIES = ["Informasi Produk", "Klaim", "E-Card", "Provider", "Keluhan", "Lainnya"] as const;

/** The URL state of both lists: the search (name or card) and the chat shown. */
export const chatList = defineList({
  pageSizes: [500],
  searchMax: CHAT_SEARCH_MAX,
  filters: { chat: code(/^[A-Za-z0-9_-]{1,64}$/), close: code(/^1$/) },
});

const image = z
  .instanceof(File)
  .optional()
  .refine((f) => !f || f.size === 0 || looksLikeImage(f), CHAT_MESSAGES.notImage)
  .refine((f) => !f || f.size <= UPLOAD_LIMITS.image, CHAT_MESSAGES.imageTooLarge);

/** A customer-service message: text, or an image with an optional caption (SPEC §2: optional image). */
export const chatMessageSchema = z
  .object({
    msg: z.string().trim().max(CHAT_MESSAGE_MAX, CHAT_MESSAGES.tooLong).optional(),
    attachment: image,
  })
  .superRefine((value, ctx) => {
    const hasImage = !!value.attachment && value.attachment.size > 0;
    if (!value.msg && !hasImage) ctx.addIssue({ code: "custom", path: ["msg"], message: CHAT_MESSAGES.empty });
  });

/** SPEC §4/§5: Close Case needs a category ('Category Case Harus Dipilih'); the description is optional. */
export const closeCaseSchema = z.object({
  category: z
    .string({ error: CHAT_MESSAGES.categoryRequired })
    .trim()
    .min(1, CHAT_MESSAGES.categoryRequired)
    .refine((c): c is (typeof CHAT_CASE_CATEGORIES)[number] => (CHAT_CASE_CATEGORIES as readonly string[]).includes(c), CHAT_MESSAGES.categoryNotFound),
  description: z.string().trim().max(1000, "Maksimal 1000 karakter.").optional(),
});

/** The route's state segment and the platform's msg_event. */
export const CHAT_STATES = { open: "open", closed: "close" } as const;
export type ChatState = keyof typeof CHAT_STATES;

/**
 * The chats whose member wrote since the last look (SPEC §4: a sound, a 4 s notice, marked online).
 * `seen` maps each chat to its member's newest message time at the last look.
 */
export function newMemberMessages(seen: ReadonlyMap<string, string | null>, chats: readonly { msgId: string; name: string; lastUserAt: string | null }[]) {
  return chats.filter((c) => c.lastUserAt && seen.has(c.msgId) && (seen.get(c.msgId) ?? "") < c.lastUserAt);
}
