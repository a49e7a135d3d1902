import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { requireUser } from "~/.server/guard";
import { readForm, submitForm } from "~/.server/kits/submit";
import { getNoJsChoices } from "~/.server/upstream/media";
import { getAllDoctor, getCategoryDoctor, saveDoctor } from "~/.server/upstream/provider";
import { applyMediaChoices } from "~/lib/content-schemas";
import { DOCTOR_MESSAGES, doctorSchema } from "~/lib/doctors";
import { screenHref } from "~/lib/screen-table";

/**
 * Add and detail of a doctor (SPEC §2): add-doctor and detail-doctor/{idDoc} are this one editor;
 * `idDoc` says which. Name, category and an image from the provider's media library are required.
 */

export async function loader({ params, context }: LoaderFunctionArgs) {
  const { upstream, base } = requireUser(context);
  const [categories, doctors, noJsImages] = await Promise.all([getCategoryDoctor(upstream), params.idDoc ? getAllDoctor(upstream) : Promise.resolve([]), getNoJsChoices(upstream, "image")]);
  const choices = categories.map((c) => ({ value: c.id, label: c.data.name }));
  if (!params.idDoc) return { doctor: null, categories: choices, noJsImages };
  const doctor = doctors.find((d) => d.id_doctor === params.idDoc);
  if (!doctor) throw redirect(screenHref("all-doctor", { base }));
  return { doctor: { id: doctor.id_doctor, name: doctor.data_doctor.name, image: doctor.data_doctor.image, category: doctor.category.id }, categories: choices, noJsImages };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { session, upstream, base } = requireUser(context);
  const id = params.idDoc ?? null;
  const list = screenHref("all-doctor", { base });
  return submitForm(applyMediaChoices(await readForm(request), ["image"]), {
    session,
    schema: doctorSchema,
    run: (value) => saveDoctor(upstream, id, value),
    success: { flash: id ? DOCTOR_MESSAGES.updated : DOCTOR_MESSAGES.inserted, redirectTo: list },
    // SPEC §8: a doctor's failed update says 'Error Inserted!' too.
    failure: (error) => (id && error.status === 404 ? { flash: DOCTOR_MESSAGES.insertError, redirectTo: list } : DOCTOR_MESSAGES.insertError),
  });
}
