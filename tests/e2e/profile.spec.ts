import { expect, test, toast } from "./fixtures";

test.describe("change password", () => {
  test.use({ account: "sd" });

  test("requires all three fields and equal new passwords", async ({ page, base }) => {
    await page.goto(`/${base}/profile`);
    await page.getByRole("button", { name: "Ubah Kata Sandi" }).click();
    await expect(page.getByText("Please Fill the data!").first()).toBeVisible();
    await page.getByLabel("Kata sandi lama").fill("demo1234");
    await page.getByLabel("Kata sandi baru").fill("abc12345");
    await page.getByLabel("Konfirmasi kata sandi").fill("abc12346");
    await page.getByRole("button", { name: "Ubah Kata Sandi" }).click();
    await expect(page.getByText("Password not same!")).toBeVisible();
  });

  test("the server checks too, and shows the platform's message", async ({ page, base }) => {
    const empty = await page.request.post(`/${base}/profile`, { form: { oldPassword: "", newPassword: "", confirmPassword: "" } });
    expect(empty.status()).toBe(400);
    expect(await empty.text()).toContain("Please Fill the data!");
    const mismatch = await page.request.post(`/${base}/profile`, { form: { oldPassword: "a", newPassword: "b", confirmPassword: "c" } });
    expect(mismatch.status()).toBe(400);
    expect(await mismatch.text()).toContain("Password not same!");

    await page.goto(`/${base}/profile`);
    await page.getByLabel("Kata sandi lama").fill("not-my-password");
    await page.getByLabel("Kata sandi baru").fill("abc12345");
    await page.getByLabel("Konfirmasi kata sandi").fill("abc12345");
    await page.getByRole("button", { name: "Ubah Kata Sandi" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Password lama salah!" })).toBeVisible();
  });

  test.describe(() => {
    test.use({ account: "ematerai" });
    test("changes the password, which then signs in; and back", async ({ page, base, browser, signInAs }) => {
      const change = async (from: string, to: string) => {
        await page.goto(`/${base}/profile`);
        await page.getByLabel("Kata sandi lama").fill(from);
        await page.getByLabel("Kata sandi baru").fill(to);
        await page.getByLabel("Konfirmasi kata sandi").fill(to);
        await page.getByRole("button", { name: "Ubah Kata Sandi" }).click();
        await expect(toast(page, "Password berhasil diubah")).toBeVisible();
        await expect(page.getByLabel("Kata sandi lama")).toHaveValue("");
      };
      await change("demo1234", "temporary-pass-1");
      const other = await browser.newContext();
      const otherPage = await other.newPage();
      await signInAs(otherPage, "ematerai", "temporary-pass-1");
      await other.close();
      await change("temporary-pass-1", "demo1234");
    });
  });
});
