import { parseWithZod } from "@conform-to/zod/v4";
import { Flex, Heading, Text } from "@radix-ui/themes";
import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/$base.add_news";
import { requireUser } from "~/.server/guard";
import { sanitizeRichText } from "~/.server/sanitize";
import { createContent } from "~/.server/upstream/content";
import { getLibrary } from "~/.server/upstream/media";
import { UpstreamError } from "~/.server/upstream/request";
import { NewsForm } from "~/components/news-form";
import { applyMediaChoices, FEATURE, isBlankHtml, MESSAGES, newsSchema } from "~/lib/content-schemas";

/** The newest images, offered as plain choices when JavaScript is off. */
export async function loader({ context }: Route.LoaderArgs) {
  const { session, base } = requireUser(context);
  const noJsImages = await getLibrary(session, { type: "image", size: 12 }).then((r) => r.items, () => []);
  return { base, noJsImages };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { session, base } = requireUser(context);
  const form = applyMediaChoices(await request.formData(), ["image"]);
  const submission = parseWithZod(form, { schema: newsSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const content = sanitizeRichText(submission.value.content);
  if (isBlankHtml(content)) return data(submission.reply({ fieldErrors: { content: [MESSAGES.pleaseFill] } }), { status: 400 });
  const { title, author, image, link } = submission.value;
  try {
    await createContent(session, FEATURE.news, { title, author, image, link, content });
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    session.flash({ type: "error", message: MESSAGES.insertError });
    return data(submission.reply({ formErrors: [`${MESSAGES.insertError} ${error.message}`] }), { status: error.status >= 500 ? 502 : 400 });
  }
  session.flash({ type: "success", message: MESSAGES.inserted });
  return redirect(`/${base}/news`);
}

export const meta: Route.MetaFunction = () => [{ title: "Add News · Sehat Console" }];

export default function AddNews({ loaderData, actionData }: Route.ComponentProps) {
  const { base, noJsImages } = loaderData;
  return (
    <Flex direction="column" gap="4">
      <div className="page-head">
        <div>
          <Text as="p" size="2" color="gray">
            <Link to={`/${base}/news`}>News</Link> / Add
          </Text>
          <Heading as="h1" size="6">
            Add News
          </Heading>
        </div>
      </div>
      <NewsForm base={base} lastResult={actionData} noJsImages={noJsImages} submitLabel="Save" defaultValue={{ title: "", author: "", link: "", image: "", content: "" }} />
    </Flex>
  );
}
