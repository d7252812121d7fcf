import { describe, expect, it } from "vitest";
import { createToastHeader, getToast, redirectWithToast } from "~/lib/toast.server";
import { cookieFrom, getRequest } from "../support/requests";

describe("flash toasts", () => {
  it("travel in a signed cookie through a redirect and are read once", async () => {
    const response = await redirectWithToast("/next", { type: "success", description: "Saved" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/next");
    const cookie = cookieFrom(response.headers.get("Set-Cookie"));
    expect(cookie).toMatch(/^toast=/);

    const { toast, headers } = await getToast(getRequest("/next", { cookie }));
    expect(toast).toEqual({ type: "success", description: "Saved" });
    // Reading clears it, so a reload does not show it again.
    expect(headers?.get("Set-Cookie")).toMatch(/^toast=;.*Expires=Thu, 01 Jan 1970/);
  });

  it("title errors 'Error' unless told otherwise", async () => {
    const cookie = cookieFrom(await createToastHeader({ type: "error", description: "Failed to add service area" }));
    expect((await getToast(getRequest("/", { cookie }))).toast).toEqual({
      type: "error",
      title: "Error",
      description: "Failed to add service area",
    });
  });

  it("ignore a tampered cookie", async () => {
    const cookie = cookieFrom(await createToastHeader({ type: "info", description: "Hello" }));
    const tampered = cookie.replace(/.$/, (c) => (c === "A" ? "B" : "A"));
    expect((await getToast(getRequest("/", { cookie: tampered }))).toast).toBeNull();
    expect((await getToast(getRequest("/"))).toast).toBeNull();
  });
});
