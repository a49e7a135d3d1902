import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { requireUser } from "~/.server/guard";
import { sanitizeRichText } from "~/.server/kits/sanitize";
import { FormError, readForm, submitForm } from "~/.server/kits/submit";
import { createNews, getNews, updateContent } from "~/.server/upstream/content";
import { getNoJsChoices } from "~/.server/upstream/media";
import { applyMediaChoices, FEATURE, isBlankHtml, MESSAGES, newsSchema } from "~/lib/content-schemas";
import { screenHref } from "~/lib/screen-table";

/**
 * Add and edit news (SPEC §2): title, author, link URL, rich-text content and an image from the
 * media library, all five required ('Please FIll Data!'). add_news and detail_news/{idNews} are
 * this one editor: the same loader and action (here) and form (./editor.tsx); `idNews` says
 * which one it is.
 */

export async function loader({ params, context }: LoaderFunctionArgs) {
  const { upstream, base } = requireUser(context);
  const [all, noJsImages] = await Promise.all([params.idNews ? getNews(upstream) : Promise.resolve([]), getNoJsChoices(upstream, "image")]);
  if (!params.idNews) return { news: null, noJsImages };
  const news = all.find((n) => n.id === params.idNews);
  // SPEC §2: a detail screen without its row goes back to the list.
  if (!news) throw redirect(screenHref("news", { base }));
  // Sanitized again before it is rendered, whatever the platform holds.
  return { news: { ...news, content: sanitizeRichText(news.content) }, noJsImages };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { session, upstream, base } = requireUser(context);
  const id = params.idNews;
  const list = screenHref("news", { base });
  return submitForm(applyMediaChoices(await readForm(request), ["image"]), {
    session,
    schema: newsSchema,
    async run(value) {
      const content = sanitizeRichText(value.content);
      if (isBlankHtml(content)) throw new FormError({ fields: { content: [MESSAGES.pleaseFill] } });
      const datajson = { title: value.title, author: value.author, image: value.image, link: value.link, content };
      if (id) await updateContent(upstream, id, FEATURE.news, datajson);
      else await createNews(upstream, FEATURE.news, datajson);
    },
    success: { flash: id ? MESSAGES.updated : MESSAGES.inserted, redirectTo: list },
    // An edit of news deleted meanwhile goes back to the list with the message.
    failure: (error) => (id && error.status === 404 ? { flash: MESSAGES.updateError, redirectTo: list } : id ? MESSAGES.updateError : MESSAGES.insertError),
  });
}

