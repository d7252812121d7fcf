import { describe, expect, it } from "vitest";
import { NOT_FOUND_REASONS, refuse, refuseForm } from "~/domain/outcome";
import { invariantResponse, refusalReply, refusalResponse, refusalToast, saidResponse } from "~/lib/refusals.server";

/** A submission that hands back what it was asked to reply with. */
const submission = { reply: (options?: object) => options ?? {} };

/** What `data()` wrapped: the action's data and its status. */
function unwrap(result: unknown) {
  const wrapped = result as { data: { lastResult: unknown; [key: string]: unknown }; init: { status: number } };
  return { data: wrapped.data, status: wrapped.init.status };
}

describe("refusalReply", () => {
  it("puts a refusal with a field beside that field, under its status", () => {
    expect(
      unwrap(refusalReply(submission, refuse(409, "This time was just booked. Please choose another time.", "preferred_time"))),
    ).toEqual({
      data: { lastResult: { fieldErrors: { preferred_time: ["This time was just booked. Please choose another time."] } } },
      status: 409,
    });
  });

  it("puts a refusal without a field above the form, and keeps what the page adds", () => {
    const result = unwrap(refusalReply(submission, refuse(429, "Too many booking attempts."), { extra: { slots: [] } }));
    expect(result).toEqual({ data: { lastResult: { formErrors: ["Too many booking attempts."] }, slots: [] }, status: 429 });
  });

  it("gives a form whose own checks failed the schema's messages and those found beside them", () => {
    expect(unwrap(refusalReply(submission, refuseForm()))).toEqual({ data: { lastResult: {} }, status: 400 });
    const logo = refuseForm({ logo: ["File size must be less than 2MB"] }, 413);
    expect(unwrap(refusalReply(submission, logo, { hideFields: ["password"] }))).toEqual({
      data: { lastResult: { fieldErrors: { logo: ["File size must be less than 2MB"] }, hideFields: ["password"] } },
      status: 413,
    });
  });

  it("shows a refusal's own message above the form with the fields it names", () => {
    const refusal = {
      ...refuse(400, "Failed to add service area"),
      fieldErrors: { zip_code: ["We could not find this zip code. Please check it."] },
    };
    expect(unwrap(refusalReply(submission, refusal)).data.lastResult).toEqual({
      formErrors: ["Failed to add service area"],
      fieldErrors: { zip_code: ["We could not find this zip code. Please check it."] },
    });
  });
});

describe("refusalResponse and invariantResponse", () => {
  it("answer with the refusal's plain text and status", async () => {
    const response = refusalResponse(refuse(403, "You can only schedule jobs for your own services."));
    expect(response.status).toBe(403);
    expect(response.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    expect(await response.text()).toBe("You can only schedule jobs for your own services.");
  });

  it("throw a 404 for what is missing and let what exists through", async () => {
    expect(() => invariantResponse("found", "Service not found")).not.toThrow();
    let thrown: unknown;
    try {
      invariantResponse(undefined, "Service not found");
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(404);
    expect(await (thrown as Response).text()).toBe("Service not found");
  });
});

describe("saidResponse", () => {
  const asked = (headers: Record<string, string>) => new Request("http://127.0.0.1/b/unknown", { headers });

  it("words plain text in the reader's language: their choice, else what their browser asks for, else English", async () => {
    const link = NOT_FOUND_REASONS.shortLink;
    expect(await saidResponse(asked({ "Accept-Language": "es-US,es;q=0.9" }), 404, link).text()).toBe(
      "No conocemos este enlace. Abra la página desde su correo.",
    );
    expect(await saidResponse(asked({ "Accept-Language": "es", Cookie: "lang=en" }), 404, link).text()).toBe(
      "This link is not known. Open the page from your e-mail instead.",
    );
    const plain = saidResponse(asked({}), 404, link);
    expect(plain.status).toBe(404);
    expect(plain.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    expect(await plain.text()).toBe("This link is not known. Open the page from your e-mail instead.");
  });
});

describe("refusalToast", () => {
  it("sends the browser back with the refusal in an error toast", async () => {
    const response = await refusalToast("/provider/bookings", refuse(404, "Booking not found"));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/provider/bookings");
    expect(response.headers.get("Set-Cookie")).toMatch(/^toast=/);
  });
});
