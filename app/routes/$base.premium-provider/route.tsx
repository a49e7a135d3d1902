import { Button, Flex } from "@radix-ui/themes";
import { Link } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/route";
import { requireUser } from "~/.server/guard";
import { backTo, readForm, recordForm, submitForm } from "~/.server/kits/submit";
import { getListPremiumProvider, updatePremiumProviderStatus, type PremiumProviderAccount } from "~/.server/upstream/provider";
import { ConfirmDialog, ConfirmForm, useConfirmLinks } from "~/components/confirm";
import { DataTable, type Column } from "~/components/data-table";
import { RowAction } from "~/components/row-action";
import { PageHead } from "~/components/page-head";
import { StatusBadge } from "~/components/status-badge";
import { defineList, LENGTH_MENU, pageArray, readList } from "~/lib/list";
import { PREMIUM_MESSAGES } from "~/lib/premium";
import "~/styles/content.css";
import { keepForm } from "~/lib/keep-form";
import { premiumText } from "~/lib/messages-provider";
import { screenHref } from "~/lib/screen-table";

/**
 * SPEC §2 premium-provider (core project): the app's premium providers with their accounts, an
 * edit link each, and activate or deactivate with a confirmation (declining: 'Canceled!').
 */
const providerList = defineList({
  pageSizes: LENGTH_MENU.short,
  sortKeys: ["provider_code", "provider_name", "username", "status"],
  defaultSort: { key: "provider_code", order: "asc" },
});

type Row = { id_prov: string; provider_code: string; provider_name: string; username: string; status: boolean };
const row = (p: PremiumProviderAccount): Row => ({ username: p.username, ...p.meta });

export async function loader({ url, context }: Route.LoaderArgs) {
  const { upstream } = requireUser(context);
  const list = readList(url, providerList);
  const providers = (await getListPremiumProvider(upstream)).map(row);
  const page = pageArray(providers, list, {
    text: (p) => [p.provider_code, p.provider_name, p.username],
    sortValue: (p, key) => (key === "status" ? Number(p.status) : p[key as "provider_code" | "provider_name" | "username"]),
  });
  const toggled = providers.find((p) => p.id_prov === url.searchParams.get("toggle"));
  return { list, total: page.total, rows: page.rows, toggle: toggled ?? null };
}

const statusForm = recordForm.extend({ status: z.enum(["active", "inactive"], { error: "Status tidak dikenal." }) });

export async function action({ request, context }: Route.ActionArgs) {
  const { session, upstream, base } = requireUser(context);
  const form = await readForm(request);
  const back = backTo(form, screenHref("premium-provider", { base }));
  return submitForm(form, {
    session,
    intent: "status",
    schema: statusForm,
    run: ({ id, status }) => updatePremiumProviderStatus(upstream, id, status === "active"),
    success: { flash: PREMIUM_MESSAGES.statusUpdated, redirectTo: back },
    failure: { flash: PREMIUM_MESSAGES.statusError, redirectTo: back },
  });
}

// A post that fails on the way keeps the form and says so (app/lib/keep-form.ts).
export const clientAction = keepForm();

export default function PremiumProviders({ loaderData, params }: Route.ComponentProps) {
  const { list, total, rows, toggle } = loaderData;
  const base = params.base;
  const confirm = useConfirmLinks("toggle");
  const columns: Column<Row>[] = [
    { key: "provider_code", header: premiumText.providerCode, sortKey: "provider_code", cell: (p) => <span className="mono">{p.provider_code}</span> },
    { key: "provider_name", header: premiumText.providerName, sortKey: "provider_name", cell: (p) => <span className="cell-strong">{p.provider_name}</span> },
    { key: "username", header: premiumText.username, sortKey: "username", wrap: "anywhere", cell: (p) => p.username },
    {
      key: "status",
      header: "Status",
      sortKey: "status",
      status: true,
      cell: (p) => (
        <StatusBadge active={p.status}>{p.status ? premiumText.active : premiumText.inactive}</StatusBadge>
      ),
    },
    {
      key: "actions",
      header: premiumText.action,
      sticky: true,
      cell: (p) => (
        <div className="row-actions">
          <RowAction to={screenHref("detail-premium-provider", { base, username: p.username })} label={premiumText.edit} of={p.provider_name} />
          <RowAction to={confirm.open(p.id_prov)} label={p.status ? premiumText.deactivate : premiumText.activate} of={p.provider_name} color={p.status ? "red" : undefined} dialog />
        </div>
      ),
    },
  ];
  return (
    <Flex direction="column" gap="4">
      <PageHead
        actions={
          <Button asChild>
            <Link to={screenHref("add-premium-provider", { base })}>{premiumText.addPremiumProvider}</Link>
          </Button>
        }
      />
      {toggle && (
        <ConfirmDialog
          cancelLabel={premiumText.cancel}
          title={toggle.status ? premiumText.deactivateProvider : premiumText.activateProvider}
          description={
            toggle.status
              ? premiumText.willBeInactiveAndIts(toggle.provider_name, toggle.username)
              : premiumText.willBeActiveAgainAnd(toggle.provider_name, toggle.username)
          }
          closeHref={confirm.close}
          confirm={
            <ConfirmForm
              fields={{ intent: "status", id: toggle.id_prov, status: toggle.status ? "inactive" : "active", redirectTo: confirm.close }}
              label={toggle.status ? premiumText.yesDeactivate : premiumText.yesActivate}
              destructive={toggle.status}
            />
          }
        />
      )}
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(p) => p.id_prov}
        total={total}
        list={list}
        config={providerList}
        searchPlaceholder={premiumText.searchHint}
        empty={list.q ? premiumText.tidakAdaProviderYangCocok : premiumText.belumAdaPremiumProvider}
        caption="Premium Provider"
      />
    </Flex>
  );
}
