import { parseWithZod } from "@conform-to/zod/v4";
import { Card, Flex, Heading, Text } from "@radix-ui/themes";
import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/$base.detail_news.$idNews";
import { requireUser } from "~/.server/guard";
import { sanitizeRichText } from "~/.server/sanitize";
import { getNews, updateContent } from "~/.server/upstream/content";
import { getLibrary } from "~/.server/upstream/media";
import { UpstreamError } from "~/.server/upstream/request";
import { NewsForm } from "~/components/news-form";
import { applyMediaChoices, FEATURE, isBlankHtml, MESSAGES, newsSchema } from "~/lib/content-schemas";
import { formatDateTime } from "~/lib/format";

export async function loader({ params, context }: Route.LoaderArgs) {
  const { session, base } = requireUser(context);
  const [all, noJsImages] = await Promise.all([getNews(session), getLibrary(session, { type: "image", size: 12 }).then((r) => r.items, () => [])]);
  const news = all.find((n) => n.id === params.idNews);
  // SPEC §2: a detail screen without its row goes back to the list.
  if (!news) throw redirect(`/${base}/news`);
  // Sanitized again before it is rendered, whatever the platform holds.
  return { base, noJsImages, news: { ...news, content: sanitizeRichText(news.content) } };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { session, base } = requireUser(context);
  const form = applyMediaChoices(await request.formData(), ["image"]);
  const submission = parseWithZod(form, { schema: newsSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const content = sanitizeRichText(submission.value.content);
  if (isBlankHtml(content)) return data(submission.reply({ fieldErrors: { content: [MESSAGES.pleaseFill] } }), { status: 400 });
  const { title, author, image, link } = submission.value;
  try {
    await updateContent(session, params.idNews, FEATURE.news, { title, author, image, link, content });
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    if (error.status === 404) {
      session.flash({ type: "error", message: MESSAGES.updateError });
      return redirect(`/${base}/news`);
    }
    session.flash({ type: "error", message: MESSAGES.updateError });
    return data(submission.reply({ formErrors: [`${MESSAGES.updateError} ${error.message}`] }), { status: error.status >= 500 ? 502 : 400 });
  }
  session.flash({ type: "success", message: MESSAGES.updated });
  return redirect(`/${base}/news`);
}

export const meta: Route.MetaFunction = ({ data }) => [{ title: `${data?.news.title ?? "Edit News"} · Sehat Console` }];

export default function EditNews({ loaderData, actionData }: Route.ComponentProps) {
  const { base, news, noJsImages } = loaderData;
  return (
    <Flex direction="column" gap="4">
      <div className="page-head">
        <div>
          <Text as="p" size="2" color="gray">
            <Link to={`/${base}/news`}>News</Link> / Edit
          </Text>
          <Heading as="h1" size="6">
            Edit News
          </Heading>
        </div>
        {news.created_at && (
          <Text size="2" color="gray">
            Dibuat {formatDateTime(news.created_at)}
          </Text>
        )}
      </div>
      <NewsForm
        key={news.id}
        base={base}
        lastResult={actionData}
        noJsImages={noJsImages}
        submitLabel="Update"
        defaultValue={{ title: news.title, author: news.author, link: news.link, image: news.image, content: news.content }}
      />
      <Card size="3">
        <Heading as="h2" size="4" mb="3">
          Pratinjau
        </Heading>
        <div className="content-preview rich-text" data-testid="news-preview" dangerouslySetInnerHTML={{ __html: news.content }} />
      </Card>
    </Flex>
  );
}
