import { redirect } from "react-router";
import type { Route } from "./+types/$base.templating.$id";
import { requireUser } from "~/.server/guard";
import { getStampProviders, getStampTemplates } from "~/.server/upstream/estamp";
import { StampTemplates } from "~/components/stamp-templates";
import { templateList } from "~/lib/ematerai";
import { pageArray, readList } from "~/lib/list";
import { templatesText } from "~/lib/messages-stamp";
import { screenHref } from "~/lib/screen-table";
import "~/styles/content.css";

/** SPEC §2 templating/{id} (role sd; superadmin): the templates of an enrolled provider, id = its code. */
export async function loader({ url, params, context }: Route.LoaderArgs) {
  const { upstream, base } = requireUser(context);
  const list = readList(url, templateList);
  const provider = (await getStampProviders(upstream)).find((p) => p.provider_code === params.id);
  // Not an enrolled provider of this app: back to the provider list (SPEC §2's detail rule).
  if (!provider) throw redirect(screenHref("ematerai", { base }));
  const templates = await getStampTemplates(upstream, provider.provider_code);
  const page = pageArray(templates, list, { text: (t) => [t.document_code, t.document_description, t.template_name], sortValue: (t, key) => t[key as "document_code" | "template_name"] });
  return { list, total: page.total, rows: page.rows, providerCode: provider.provider_code, providerName: provider.long_name };
}

export const meta: Route.MetaFunction = ({ data }) => [{ title: templatesText.templatesSehatConsole(data?.providerCode ?? "") }];

export default function ProviderTemplates({ loaderData, params }: Route.ComponentProps) {
  return <StampTemplates base={params.base} {...loaderData} />;
}
