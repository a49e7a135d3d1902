import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import type { SessionUser } from "~/lib/user";
import { loginSchema } from "~/lib/schemas";
import { UpstreamError } from "./upstream/request";
import { getAppFeatures, login, type LoginAnswer } from "./upstream/session";

export type LoggedIn = { token: string; user: SessionUser; message: string };

export const authenticator = new Authenticator<LoggedIn>();

authenticator.use(
  new FormStrategy(async ({ form }) => {
    const parsed = loginSchema.safeParse(Object.fromEntries(form));
    if (!parsed.success) throw new UpstreamError(parsed.error.issues[0]?.message ?? "Invalid login", 400);
    const answer = await login(parsed.data.username, parsed.data.password);
    const { features, token } = await getAppFeatures(answer.token, answer.data.dataLogin.app_id);
    return { token, user: toSessionUser(answer, features), message: answer.message };
  }),
  "credentials",
);

export function toSessionUser(answer: LoginAnswer, features: string[]): SessionUser {
  const { dataLogin, dataApp } = answer.data;
  const meta = dataLogin.meta;
  return {
    username: dataLogin.username,
    name: dataLogin.name ?? dataLogin.username,
    role: meta.role,
    app_id: dataLogin.app_id,
    mobile_id: dataLogin.mobile_id ?? dataLogin.app_id,
    project_id: dataApp.project_id,
    project_name: dataApp.name ?? dataApp.project_id,
    payor_code: meta.payor_code ?? (dataApp.Project?.payorcode ?? []).join(","),
    menu_active: meta.menu_active ?? [],
    features,
    provider_code: meta.provider_code ?? null,
    provider_name: meta.provider_name ?? null,
    whitelable: meta.whitelable ?? null,
    hidden_fields: Object.entries(meta.flag_access ?? {})
      .filter(([, value]) => value === false)
      .map(([field]) => field),
  };
}
