import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { requireUser } from "~/.server/guard";
import { submitForm } from "~/.server/kits/submit";
import { getCategoryDoctor, saveCategoryDoctor } from "~/.server/upstream/provider";
import { categorySchema, DOCTOR_MESSAGES } from "~/lib/doctors";
import { screenHref } from "~/lib/screen-table";

/**
 * Add and detail of a doctor category (SPEC §2): add-category-doctor and
 * detail-category-doctor/{idCat} are this one editor; `idCat` says which.
 */

export async function loader({ params, context }: LoaderFunctionArgs) {
  const { upstream, base } = requireUser(context);
  if (!params.idCat) return { category: null };
  const category = (await getCategoryDoctor(upstream)).find((c) => c.id === params.idCat);
  // SPEC §2: a detail without its row goes back to the list.
  if (!category) throw redirect(screenHref("category-doctor", { base }));
  return { category: { id: category.id, name: category.data.name } };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { session, upstream, base } = requireUser(context);
  const id = params.idCat ?? null;
  const list = screenHref("category-doctor", { base });
  return submitForm(request, {
    session,
    schema: categorySchema,
    run: (value) => saveCategoryDoctor(upstream, id, value.name),
    success: { flash: id ? DOCTOR_MESSAGES.updated : DOCTOR_MESSAGES.inserted, redirectTo: list },
    failure: (error) => (id && error.status === 404 ? { flash: DOCTOR_MESSAGES.updateError, redirectTo: list } : id ? DOCTOR_MESSAGES.updateError : DOCTOR_MESSAGES.insertError),
  });
}
