import { z } from "zod";
import type { RequestSession } from "../session";
import { request, TIMEOUT } from "./request";

/** SPEC §7 content calls (docs/platform-contract.md "Content and media"). */

const contentRow = z.object({
  id: z.coerce.string(),
  app_id: z.string().nullish(),
  feature_id: z.string().nullish(),
  datajson: z.record(z.string(), z.unknown()).nullish().transform((v) => v ?? {}),
  status: z.union([z.boolean(), z.number(), z.string()]).nullish(),
  created_at: z.string().nullish(),
});
export type ContentRow = z.infer<typeof contentRow>;

const str = z.unknown().transform((v) => (typeof v === "string" ? v : v == null ? "" : String(v)));

export const newsData = z.object({ title: str, author: str, image: str, link: str, content: str });
export type News = z.infer<typeof newsData> & { id: string; created_at: string | null };

export const guidebookData = z.object({ title: str, image: str, guidebookapp: str });
export type Guidebook = z.infer<typeof guidebookData> & { id: string };

const arrayAnswer = z.object({ data: z.array(contentRow).nullish().transform((v) => v ?? []) });
const objectAnswer = z.object({ data: contentRow.nullish() });

function appOf(session: RequestSession) {
  return encodeURIComponent(session.user!.app_id);
}

export async function getContentArray(session: RequestSession, featureId: string): Promise<ContentRow[]> {
  return (await request(`/api/content/${appOf(session)}/${encodeURIComponent(featureId)}/array`, { session, schema: arrayAnswer, timeoutMs: TIMEOUT.route })).data;
}

export async function getContentObject(session: RequestSession, featureId: string): Promise<ContentRow | null> {
  return (await request(`/api/content/${appOf(session)}/${encodeURIComponent(featureId)}/object`, { session, schema: objectAnswer })).data ?? null;
}

export async function getNews(session: RequestSession): Promise<News[]> {
  const rows = await getContentArray(session, "a0001");
  return rows.map((row) => ({ id: row.id, created_at: row.created_at ?? null, ...newsData.parse(row.datajson) }));
}

export async function getGuidebooks(session: RequestSession): Promise<Guidebook[]> {
  const rows = await getContentArray(session, "a0005");
  return rows.map((row) => ({ id: row.id, ...guidebookData.parse(row.datajson) }));
}

const messageAnswer = z.object({ message: z.string().nullish(), data: z.unknown().optional() });

/** SPEC §7 createNews: creates a content row of any feature. */
export async function createContent(session: RequestSession, featureId: string, datajson: Record<string, unknown>) {
  const answer = await request("/api/createNews", {
    session,
    json: { appid: session.user!.app_id, featureid: featureId, datajson },
    schema: z.object({ data: z.object({ id: z.coerce.string() }).nullish() }),
  });
  return { id: answer.data?.id ?? null };
}

/** SPEC §7 updateContent: success when the body code is 200 (request() throws otherwise). */
export async function updateContent(session: RequestSession, idContent: string, featureId: string, datajson: Record<string, unknown>) {
  await request("/api/updateContent", {
    session,
    json: { idContent, appid: session.user!.app_id, featureid: featureId, datajson },
    schema: messageAnswer,
  });
}

export async function deleteContent(session: RequestSession, idContent: string, featureId: string) {
  await request("/api/deleteContent", {
    session,
    json: { idContent, appid: session.user!.app_id, featureid: featureId },
    schema: messageAnswer,
  });
}

const notificationAnswer = z.object({
  data: z.object({
    url: z.string().nullish(),
    secret_hint: z.string().nullish(),
    description: z.string().nullish(),
    updated_at: z.string().nullish(),
  }).nullish(),
});
export type NotificationSetting = NonNullable<z.infer<typeof notificationAnswer>["data"]>;

export async function getNotification(session: RequestSession): Promise<NotificationSetting | null> {
  const project = encodeURIComponent(session.user!.project_id);
  return (await request(`/api/getNotification/${project}`, { session, schema: notificationAnswer })).data ?? null;
}
