import type { Route } from "./+types/route";
import { requireUser } from "~/.server/guard";
import { getStampTemplates } from "~/.server/upstream/estamp";
import { UpstreamError } from "~/.server/upstream/request";
import { StampTemplates } from "~/components/stamp-templates";
import { templateList } from "~/lib/ematerai";
import { pageArray, readList } from "~/lib/list";
import "~/styles/content.css";

/** SPEC §2 template-list (role e-materai): the templates of the provider in the user's own metadata. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { upstream, user } = requireUser(context);
  const code = user.provider_code;
  if (!code) throw new UpstreamError("Akun ini tidak terhubung ke provider.", 404);
  const list = readList(url, templateList);
  const templates = await getStampTemplates(upstream, code);
  const page = pageArray(templates, list, { text: (t) => [t.document_code, t.document_description, t.template_name], sortValue: (t, key) => t[key as "document_code" | "template_name"] });
  return { list, total: page.total, rows: page.rows, providerCode: code, providerName: user.provider_name ?? user.name };
}

export default function OwnTemplates({ loaderData, params }: Route.ComponentProps) {
  return <StampTemplates base={params.base} {...loaderData} />;
}
