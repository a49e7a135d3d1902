import { Button, Card, Flex, Heading, Text } from "@radix-ui/themes";
import { Link } from "react-router";
import { AuditHistoryLink } from "~/components/audit-history-link";
import { FormErrors, InputField, KitFormElement, MediaField, RichTextField, SubmitButton, useKitForm } from "~/components/form";
import { PageHead } from "~/components/page-head";
import { MAX_LINK, MAX_TITLE, newsSchema } from "~/lib/content-schemas";
import type { MediaItem } from "~/lib/media";
import { formatDateTime } from "~/lib/format";
import type { loader } from "./editor.server";
import { newsEditorText } from "~/lib/messages-content";
import { screenHref } from "~/lib/screen-table";
import "~/styles/content.css";

/** The news editor of add_news and detail_news/{idNews} (its loader and action: ./editor.server.ts). */
type EditorData = Awaited<ReturnType<typeof loader>>;

export function NewsEditor({ base, loaderData, actionData }: { base: string; loaderData: EditorData; actionData: unknown }) {
  const { news, noJsImages } = loaderData;
  return (
    <Flex direction="column" gap="4">
      <PageHead
        actions={
          news ? (
            <>
              {news.created_at ? (
                <Text size="2" color="gray">
                  {newsEditorText.created} {formatDateTime(news.created_at)}
                </Text>
              ) : null}
              <AuditHistoryLink entity="contents" record={news.id} />
            </>
          ) : undefined
        }
      />
      <NewsForm key={news?.id ?? "new"} base={base} news={news} noJsImages={noJsImages} reply={actionData} />
      {news && (
        <Card size="3">
          <Heading as="h2" size="4" mb="3">
            {newsEditorText.preview}
          </Heading>
          <div className="content-preview rich-text" data-testid="news-preview" dangerouslySetInnerHTML={{ __html: news.content }} />
        </Card>
      )}
    </Flex>
  );
}

function NewsForm({ base, news, noJsImages, reply }: { base: string; news: EditorData["news"]; noJsImages: MediaItem[]; reply: unknown }) {
  const kit = useKitForm({
    schema: newsSchema,
    reply,
    defaultValue: { title: news?.title ?? "", author: news?.author ?? "", link: news?.link ?? "", image: news?.image ?? "", content: news?.content ?? "" },
  });
  const { fields } = kit;
  return (
    <KitFormElement kit={kit}>
      <Card size="3">
        <Flex direction="column" gap="4">
          <div className="form-grid">
            <InputField field={fields.title} label={newsEditorText.title} maxLength={MAX_TITLE} />
            <InputField field={fields.author} label={newsEditorText.author} maxLength={MAX_TITLE} />
            <InputField field={fields.link} label={newsEditorText.link} type="url" maxLength={MAX_LINK} placeholder="https://…" className="span-2" />
            <div className="span-2">
              <MediaField field={fields.image} base={base} label={newsEditorText.image} type="image" noJsChoices={noJsImages} />
            </div>
            <div className="span-2">
              <RichTextField field={fields.content} label={newsEditorText.content} />
            </div>
          </div>
          <FormErrors form={kit.form} />
          <div className="form-actions">
            <Button asChild variant="soft" color="gray">
              <Link to={screenHref("news", { base })}>{newsEditorText.cancel}</Link>
            </Button>
            <SubmitButton saving={kit.saving} label={news ? newsEditorText.update : newsEditorText.save} />
          </div>
        </Flex>
      </Card>
    </KitFormElement>
  );
}
