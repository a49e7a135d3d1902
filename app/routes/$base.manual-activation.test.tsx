// @vitest-environment happy-dom
import { describe, expect, it, vi } from "vitest";

/**
 * Manual activation as a route (issue 25, point 4): the action's branches with the real platform
 * behind it. A card that is not eligible is refused with SPEC §8's text, everything typed stays and
 * the ticket stays open; a reply goes out through WhatsApp and moves the ticket on. (Registering a
 * card, whose photo goes up as multipart, is tested in the browser: manual-activation.spec.ts.)
 */
const box = vi.hoisted(() => ({ platform: null as null | { fetch(req: Request): Promise<Response> } }));
vi.mock("~/.server/upstream/transport", () => ({
  PLATFORM_BASE: "http://platform.test",
  platformFetch: (req: Request) => box.platform!.fetch(req),
}));

const route = await import("./$base.manual-activation");
const { renderRoute, routePlatform, until, field, typeInto, chooseFile, submit } = await import("~/.server/kits/testing-routes");
const { getActivationTicket } = await import("~/.server/upstream/activation");
const { ACTIVATION_MESSAGES } = await import("~/lib/activation");

// A 1×1 PNG: the platform looks at an ID card photo's bytes.
const KTP = Uint8Array.from(Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64"));

const platform = routePlatform(box);

const open = (at: string) => renderRoute({ platform: platform(), username: "admin", id: "routes/$base.manual-activation", path: "manual-activation", module: route, at });

async function activate(card: string, nik: string, email: string) {
  await typeInto("card_no", card);
  await typeInto("nik", nik);
  await typeInto("email", email);
  await chooseFile("photo", new File([KTP], "ktp.png", { type: "image/png" }));
  await submit("card_no");
}

describe("manual activation, as a route", () => {
  it("refuses a card that is not eligible and keeps what was typed", async () => {
    const { upstream } = await open("manual-activation?tab=processing&ticket=TCK-00006");
    expect((await until(() => field("card_no")?.value, "the ticket's card in the form")).trim()).toMatch(/^\d{12,20}$/);

    await activate("8009999999999999", "3174012345678901", "peserta@example.com");
    await until(() => document.body.textContent?.includes(ACTIVATION_MESSAGES.ineligible), "SPEC §8's not-eligible text");
    expect([field("card_no").value, field("nik").value, field("email").value]).toEqual(["8009999999999999", "3174012345678901", "peserta@example.com"]);
    expect((await getActivationTicket(upstream, "TCK-00006"))?.status).not.toBe("closed");

  });

  it("sends a reply and the open ticket goes on going", async () => {
    const { upstream } = await open("manual-activation?tab=open&ticket=TCK-00001");
    await until(() => field("message"), "the reply box");
    await typeInto("message", "Baik, mohon kirimkan foto KTP Anda.");
    await submit("message");
    await until(async () => (await getActivationTicket(upstream, "TCK-00001"))?.status === "processing", "the ticket on going");
    const ticket = await getActivationTicket(upstream, "TCK-00001");
    expect(ticket?.messages.at(-1)).toMatchObject({ frm: "cs", msg: "Baik, mohon kirimkan foto KTP Anda." });
  });
});
