import { Callout, Card, Flex, Text } from "@radix-ui/themes";
import { data } from "react-router";
import type { Route } from "./+types/$base.feature.$name";
import { findFeatureRoute, loadFeatureScreen, saveFeatureConfig } from "~/.server/features/feature-visibility";
import { requireUser } from "~/.server/guard";
import { readForm } from "~/.server/kits/submit";
import { CorporateChooser } from "~/components/corporate-picker";
import { CorporateHead, FeatureConfigForm, useAccessLog, useLoadErrorNotice } from "~/components/feature-config";
import { PageHead } from "~/components/page-head";
import { formatNumber } from "~/lib/format";
import { featureTitle } from "~/lib/messages";
import "~/styles/members.css";
import { keepForm } from "~/lib/keep-form";
import { featureText } from "~/lib/messages-features";

/** SPEC §2 feature/{name}: one feature's switches per corporate. */
async function featureOf(context: Route.LoaderArgs["context"], name: string) {
  const { upstream } = requireUser(context);
  const route = await findFeatureRoute(upstream, name);
  if (!route) throw data("Not Found", { status: 404 });
  return route;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { upstream } = requireUser(context);
  const feature = await featureOf(context, params.name);
  return { feature, ...(await loadFeatureScreen(upstream, request, feature.id)) };
}

export async function action({ request, url, params, context }: Route.ActionArgs) {
  const { session, upstream } = requireUser(context);
  const feature = await featureOf(context, params.name);
  return saveFeatureConfig(await readForm(request), url, session, upstream, feature);
}

// A post that fails on the way keeps the form and says so (app/lib/keep-form.ts).
export const clientAction = keepForm();

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: featureText.title(loaderData ? featureTitle(loaderData.feature.name) : featureText.feature) }];

export default function FeatureScreen({ loaderData, actionData, params }: Route.ComponentProps) {
  const { feature, picker, cq, corp, config, loadError, openLogged } = loaderData;
  useLoadErrorNotice(loadError, corp);
  useAccessLog(params.base, config ? picker.value : null, openLogged);

  return (
    <Flex direction="column" gap="4">
      <PageHead title={featureTitle(feature.name)} description={`Feature Visibility · ${feature.name}`} />
      <Card size="2">
        <CorporateChooser base={params.base} picker={picker} query={cq} className="picker-form">
          <Text as="p" size="1" color="gray" mt="2">
            {featureText.corporateCount(formatNumber(picker.total))}{picker.async ? ` ${featureText.typeToSearch}` : ""}
          </Text>
        </CorporateChooser>
      </Card>
      {loadError ? (
        <Callout.Root color="red" role="alert">
          <Callout.Text>{loadError}</Callout.Text>
        </Callout.Root>
      ) : (
        <Card size="2">
          <FeatureConfigForm
            key={`${corp}:${config?.id ?? "new"}`}
            corp={picker.value}
            config={config}
            reply={actionData}
            submitLabel={featureText.save(feature.name)}
            emptyHint={featureText.pickCorporate}
            labels={{ saved: featureText.saved, unsaved: featureText.unsaved, invisible: featureText.invisible }}
            head={(corporate, badge) => <CorporateHead corp={corporate} badge={badge} />}
          />
        </Card>
      )}
    </Flex>
  );
}
