import type { SubmissionResult } from "@conform-to/react";

/**
 * The one shape every form action answers when it does not redirect (app/.server/kits/submit.ts):
 * which form was posted, Conform's result (errors and what was typed), and an optional result
 * for the page (e.g. which corporates a bulk save updated).
 */
export type FormReply<Extra = undefined> = {
  intent: string;
  result: SubmissionResult<string[]>;
  extra?: Extra;
  /** the post failed on the way (app/lib/keep-form.ts): the form offers to send again */
  retry?: boolean;
};

/** The reply of the form with this intent, or undefined (another form of the page was posted). */
export function replyFor<Extra = undefined>(reply: unknown, intent: string): FormReply<Extra> | undefined {
  if (!reply || typeof reply !== "object") return undefined;
  const candidate = reply as Partial<FormReply<Extra>>;
  return candidate.intent === intent && candidate.result ? (candidate as FormReply<Extra>) : undefined;
}
