// Who is signed in, for the session drafts (app/lib/keep-form.ts): set by the shell on every
// page, read when a save meets an ended session. A module of its own so pages without forms carry
// nothing more of the drafts.
let signedInAs = "";

export function setDraftUser(username: string) {
  signedInAs = username;
}

export const draftUser = () => signedInAs;
