import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { hasJs, readDb, runName, upcomingWorkday } from "./support/e2e";
import { addDaysToDate } from "../../app/domain/time";
import {
  applyToJoin,
  bookThroughForm,
  createAdmin,
  createProvider,
  enableOnlinePayments,
  requestQuoteThroughForm,
} from "./support/factories";
import { portalTab, signIn } from "./support/session";

/**
 * Spanish (issue 54, its first pages: the frame, home's zip and category steps and the list), with
 * and without JavaScript: the header's switch gives the same page in Spanish at its `lang` address
 * and remembers the choice; a browser that asks for Spanish gets it unasked.
 */
test.describe("Spanish", () => {
  test("the switch gives home in Spanish, keeps it, and gives it back in English", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.getByRole("link", { name: "Español" }).click();
    await expect(page).toHaveURL(/[?&]lang=es/);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { name: "Encuentre servicios en su zona" })).toBeVisible();
    await expect(page).toHaveTitle("Encuentre servicios locales | Porchlight");

    // A refused zip is told in Spanish, beside the field and at the form's top.
    await page.getByRole("button", { name: "Buscar servicios" }).click();
    await expect(page.getByText("Escriba un código postal", { exact: true })).toBeVisible();
    await expect(page.locator("#form-errors")).toHaveText("1 cosa por corregir: Código postal");
    await page.getByPlaceholder("Escriba su código postal").fill("78701");
    await page.getByRole("button", { name: "Buscar servicios" }).click();
    await expect(page.getByRole("heading", { name: "Servicios en 78701" })).toBeVisible();
    await expect(page.getByRole("link", { name: /Servicios para el hogar/ })).toBeVisible();
    await expect(page.getByRole("link", { name: "Cambiar código postal" })).toBeVisible();

    // Remembered: a page without the parameter is in Spanish too.
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Ayuda local de confianza, a la puerta de su casa" })).toBeVisible();
    await page.getByRole("link", { name: "English" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { name: "Find Services in Your Area" })).toBeVisible();
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Trusted local help, right at your door" })).toBeVisible();
  });

  test("the switch keeps the page and what was typed in its form, both ways", async ({ page }) => {
    const pro = await createProvider({ serviceName: hasJs() ? "Window Washing" : "Gutter Cleaning" });
    await page.goto(`/service/${pro.serviceId}?book=1`);
    await page.getByLabel("Full name").fill("Marta Díaz");
    await page.getByLabel("Email").fill("marta@example.org");
    await page.getByLabel("Phone").fill("(512) 555-0188");
    await page.getByLabel("Special requests (optional)").fill("El perro está en el patio.");
    await page.getByRole("button", { name: "Español" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page).toHaveURL(new RegExp(`/service/${pro.serviceId}\\?book=1&lang=es`));
    await expect(page.getByLabel("Nombre completo")).toHaveValue("Marta Díaz");
    await expect(page.getByLabel("Correo electrónico")).toHaveValue("marta@example.org");
    await expect(page.getByLabel("Teléfono")).toHaveValue("(512) 555-0188");
    await expect(page.getByLabel("Peticiones especiales (opcional)")).toHaveValue("El perro está en el patio.");
    // And back, still with it.
    await page.getByRole("button", { name: "English" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByLabel("Full name")).toHaveValue("Marta Díaz");
    // Carried once: the page loaded again is empty.
    await page.reload();
    await expect(page.getByLabel("Full name")).toHaveValue("");
  });

  test("the list speaks Spanish, sorts and filters in it, and English cards stay English", async ({ page }) => {
    // A list of the test's own, at a zip no other test lists (each project its own).
    const [zip, place] = hasJs() ? ["97201", "Portland, OR"] : ["80202", "Denver, CO"];
    await createProvider({ zipCode: zip, serviceName: "Handyman", priceFromCents: 6_000 });
    await page.goto(`/?zip=${zip}&category=home-services&lang=es`);
    await expect(page.getByRole("heading", { name: `Servicios en ${place}` })).toBeVisible();
    await expect(page.getByTestId("service-count")).toHaveText(/^\d+ servicios? disponibles?$/);
    await expect(page).toHaveTitle(`Servicios para el hogar en ${place} | Porchlight`);
    const cards = page.getByRole("article");
    await expect(cards.first().getByRole("link", { name: /^Reservar: / })).toBeVisible();
    await expect(cards.first()).toContainText(/Responde en un plazo de/);
    await expect(cards.first()).toContainText(/Disponible/);

    await page.getByLabel("Ordenar por").selectOption({ label: "Precio: de menor a mayor" });
    if (!hasJs()) await page.getByRole("button", { name: "Aplicar" }).click();
    await expect(page).toHaveURL(/sort=price/);
    await expect(page.getByLabel("Ordenar por")).toHaveValue("price");
    await expect(page.getByRole("heading", { name: `Servicios en ${place}` })).toBeVisible();

    // A card leads to its service page, in Spanish too.
    await cards
      .first()
      .getByRole("link", { name: /^Reservar: / })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Handyman" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Reservar este servicio" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Reseñas" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Compartir este servicio" })).toBeVisible();
    await expect(page.getByText("Zona de servicio")).toBeVisible();
    await expect(page).toHaveTitle(/^Handyman de Test Pros .+ \| Porchlight$/);
    await page.getByRole("link", { name: "Volver a los servicios" }).click();
    // Back on the list before switching: the switch is the page's own link, wherever that page is.
    await expect(page.getByRole("heading", { name: `Servicios en ${place}` })).toBeVisible();

    // The same list in English: its cards are English (each language keeps its own card templates).
    await page.getByRole("link", { name: "English" }).click();
    await expect(page.getByRole("heading", { name: `Services in ${place}` })).toBeVisible();
    await expect(
      page
        .getByRole("article")
        .first()
        .getByRole("link", { name: /^Book Now: / }),
    ).toBeVisible();
    await expect(page.getByRole("article").first()).not.toContainText("Reservar");
  });

  test("a customer books in Spanish: the form, its refusals, the policy, and the e-mail and booking in Spanish", async ({ page }) => {
    const pro = await createProvider({ serviceName: hasJs() ? "Plumbing" : "HVAC" });
    const date = upcomingWorkday(hasJs() ? 5 : 6);
    const name = `Lucía ${runName()} ${Date.now()}`;
    await page.goto(`/service/${pro.serviceId}?book=1&lang=es`);
    await expect(page.getByRole("heading", { name: "Reservar este servicio" })).toBeVisible();
    // Its Spanish address is its own for search engines, and names the English one.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/service/${pro.serviceId}\\?lang=es$`));
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      "href",
      new RegExp(`/service/${pro.serviceId}\\?lang=en$`),
    );
    await page.getByLabel("Fecha preferida").fill(date);
    if (!hasJs()) await page.getByRole("button", { name: "Ver horas disponibles" }).click();
    await expect(page.locator('input[name="preferred_date"]')).toHaveValue(date);
    await expect(page.getByText("No se paga nada en línea, así que cancelar aquí no cuesta nada.")).toBeVisible();

    // Nothing filled in: refused in Spanish, beside each field and at the form's top.
    await page.getByRole("button", { name: "Confirmar reserva" }).click();
    await expect(page.getByText("Escriba su nombre completo", { exact: true })).toBeVisible();
    await expect(page.getByText("Elija una hora", { exact: true })).toBeVisible();
    await expect(page.locator("#form-errors")).toContainText("Nombre completo");

    await page.getByText("10:00 a. m.", { exact: true }).click();
    await page.getByLabel("Nombre completo").fill(name);
    await page.getByLabel("Correo electrónico").fill(`lucia.${Date.now()}@example.org`);
    await page.getByLabel("Teléfono").fill("(512) 555-0199");
    await page.getByLabel("Dirección del servicio").fill("1100 Congress Ave, Austin, TX 78701");
    await page.getByLabel("Peticiones especiales (opcional)").fill("Toque dos veces");
    await page.getByRole("button", { name: "Confirmar reserva" }).click();
    await expect(page).toHaveURL(/\/bookings\/[0-9a-f-]{36}\?token=[\w-]+&lang=es$/);

    // Its page is in Spanish, the time in the job's zone; cancelling it too.
    await expect(page.getByRole("status").getByText("¡Reserva confirmada! Su servicio se reservó correctamente.")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Reserva confirmada" })).toBeVisible();
    await expect(page.getByText("Confirmada", { exact: true })).toBeVisible();
    await expect(page.getByText(/, de 10:00 a\. m\. a \d{1,2}:\d{2} a\. m\. \(C[SD]T\)$/)).toBeVisible();
    await expect(page.getByRole("link", { name: "Agregar al calendario" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Historial" })).toBeVisible();
    await expect(page.getByText("Reservada", { exact: true })).toBeVisible();
    await page.getByText("Cancelar la reserva").click();
    await page.getByRole("button", { name: "Sí, cancelar esta reserva" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Reserva cancelada" })).toBeVisible();
    await expect(page.getByText("Su reserva se canceló. Ya avisamos al profesional.")).toBeVisible();
    await expect(page.getByText("Cancelada por usted", { exact: true })).toBeVisible();

    // The booking keeps the customer's language; their e-mail is in it, the provider's in English.
    const db = readDb();
    const emails = db
      .prepare(
        "select b.language, e.kind, e.subject, e.text from bookings b join email_outbox e on e.booking_id = b.id where b.customer_name = ? order by e.kind",
      )
      .all(name) as Array<{ language: string; kind: string; subject: string; text: string }>;
    db.close();
    expect(emails.map((email) => email.language)).toContain("es");
    expect(emails.find((email) => email.kind === "booking_confirmation")?.subject).toMatch(/^Reserva confirmada: /);
    expect(emails.find((email) => email.kind === "booking_provider_notice")?.subject).toMatch(/^New booking: /);
    expect(emails.find((email) => email.kind === "booking_cancelled")?.subject).toMatch(/^Reserva cancelada: /);
    expect(emails.find((email) => email.kind === "booking_cancelled_provider")?.subject).toMatch(/^Cancelled: /);
    // Its link opens the page in Spanish on any device.
    expect(emails.find((email) => email.kind === "booking_confirmation")?.text).toMatch(/\/bookings\/[0-9a-f-]{36}\?token=[\w-]+&lang=es/);
  });

  test("a customer pays a deposit in Spanish, sees the payment in Spanish, and is told in Spanish what cancelling keeps", async ({
    page,
  }) => {
    const pro = await createProvider({ serviceName: hasJs() ? "Painting" : "Handyman" });
    // Free cancellation ends a week before: this booking's is already late.
    await enableOnlinePayments(pro, { policy: { freeCancelHours: 168, lateFeePercent: 50, noShowFeePercent: 100 } });
    const date = upcomingWorkday(2);
    await page.goto(`/service/${pro.serviceId}?book=1&lang=es`);
    await expect(page.getByText("Depósito de $25 para reservar").first()).toBeVisible();
    await page.getByLabel("Fecha preferida").fill(date);
    if (!hasJs()) await page.getByRole("button", { name: "Ver horas disponibles" }).click();
    await expect(page.locator('input[name="preferred_date"]')).toHaveValue(date);
    await page.getByText("10:00 a. m.", { exact: true }).click();
    await page.getByLabel("Nombre completo").fill(`Rosa ${runName()} ${Date.now()}`);
    await page.getByLabel("Correo electrónico").fill(`rosa.${Date.now()}@example.org`);
    await page.getByLabel("Teléfono").fill("(512) 555-0199");
    await page.getByRole("button", { name: "Continuar al pago" }).click();
    await expect(page.getByRole("heading", { name: "Fake Checkout" })).toBeVisible();
    await page.getByRole("button", { name: "Pay $25.00" }).click();
    await expect(page).toHaveURL(/\/bookings\/[0-9a-f-]{36}\?token=[\w-]+&lang=es&checkout=done$/);
    await expect(page.getByRole("heading", { level: 1, name: "Reserva confirmada" })).toBeVisible({ timeout: 15_000 });
    const payments = page.getByRole("list", { name: "Pagos y reembolsos" });
    await expect(payments.getByText("Depósito")).toBeVisible();
    await expect(payments.getByText("Hecho")).toBeVisible();
    await page.getByText("Cancelar la reserva").click();
    await expect(
      page.getByText(
        "Usted pagó un depósito de $25. Cancelar ahora se queda con todo lo pagado como el cargo por cancelación tardía; no se reembolsa nada.",
      ),
    ).toBeVisible();
  });

  test("a customer joins a waitlist in Spanish, its refusals in Spanish, and is e-mailed in Spanish", async ({ page, request }) => {
    const pro = await createProvider({ serviceName: hasJs() ? "House Cleaning" : "Window Washing" });
    const date = upcomingWorkday(hasJs() ? 3 : 4);
    await bookThroughForm(request, pro.serviceId, { name: `Early ${runName()} Bird`, date, time: "10:00" });
    const email = `marta.${pro.userId.slice(0, 8)}@example.org`;
    await page.goto(`/service/${pro.serviceId}?book=1&date=${date}&lang=es`);
    await page.getByRole("link", { name: "Apúntese a la lista de espera" }).click();
    await expect(page.getByRole("heading", { name: "Unirse a la lista de espera" })).toBeVisible();
    await page.getByLabel("Nombre completo").fill("Marta Jiménez");
    await page.getByLabel("Correo electrónico").fill(email);
    await page.getByLabel("Teléfono").fill("(512) 555-0177");
    const window = page.getByRole("group", { name: "Horario 1" });
    await expect(window.getByLabel("Primer día")).toHaveValue(date);
    await window.getByLabel("Parte del día").selectOption("between");
    await window.getByLabel("Hora de inicio más temprana").fill("10:00");
    await window.getByLabel("Empezar antes de").fill("09:30");
    await page.getByRole("button", { name: "Unirse a la lista de espera" }).click();
    await expect(window.getByText("La hora de fin debe ser posterior a la de inicio.")).toBeVisible();
    await expect(page.getByLabel("Nombre completo")).toHaveValue("Marta Jiménez");
    await window.getByLabel("Empezar antes de").fill("10:30");
    await page.getByRole("button", { name: "Unirse a la lista de espera" }).click();
    await expect(
      page.getByText("Está en la lista de espera. Le enviamos por correo un enlace para verla, cambiarla o dejarla."),
    ).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Su lugar en la lista de espera" })).toBeVisible();
    await expect(page.getByText("Es la única persona esperando estas horas.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Qué pasa ahora" })).toBeVisible();

    const db = readDb();
    const entry = db.prepare("select language from waitlist_entries where customer_email = ?").get(email);
    const joined = db.prepare(`select subject from email_outbox where "to" = ? and kind = 'waitlist_joined'`).get(email);
    db.close();
    expect(entry).toEqual({ language: "es" });
    expect(joined).toEqual({ subject: `Está en la lista de espera de ${pro.serviceName}` });
  });

  test("a customer asks for a quote in Spanish, its refusals in Spanish, and the request keeps the language", async ({ page }) => {
    const pro = await createProvider({ serviceName: hasJs() ? "Roofing" : "Gutters" });
    const email = `rosa.${pro.userId.slice(0, 8)}@example.org`;
    await page.goto(`/service/${pro.serviceId}?lang=es`);
    await page.getByRole("link", { name: "Pedir un presupuesto" }).click();
    await expect(page.getByRole("heading", { name: "Pedir un presupuesto" })).toBeVisible();
    await page.getByLabel("Código postal del trabajo").fill("78701");
    await page.getByLabel("Describa el trabajo").fill("Corto");
    await page.getByText("Dentro de una semana").click();
    await page.getByLabel("Nombre completo").fill("Rosa Núñez");
    await page.getByLabel("Correo electrónico").fill(email);
    await page.getByLabel("Teléfono").fill("(512) 555-0123");
    await page.getByRole("button", { name: "Enviar solicitud" }).click();
    await expect(page.getByText("Describa el trabajo en 20 a 2,000 caracteres", { exact: true })).toBeVisible();
    await expect(page.getByLabel("Nombre completo")).toHaveValue("Rosa Núñez");
    await page.getByLabel("Describa el trabajo").fill("Manchas de agua en el techo del dormitorio después de la lluvia.");
    await page.getByRole("button", { name: "Enviar solicitud" }).click();
    await expect(page.getByText("Su solicitud se envió a 1 profesional. Le enviamos su enlace por correo.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Su solicitud de presupuestos" })).toBeVisible();
    await expect(page.getByText("Esperando un presupuesto")).toBeVisible();
    const requestUrl = page.url();
    expect(requestUrl).toContain("lang=es");

    const db = readDb();
    const request = db.prepare("select language from quote_requests where customer_email = ?").get(email);
    db.close();
    expect(request).toEqual({ language: "es" });

    // The provider quotes in English (their portal), then the customer compares, writes and accepts in Spanish.
    await page.goto("/?lang=en");
    await signIn(page, pro);
    await (await portalTab(page, "Requests (1)")).click();
    await page.getByRole("link", { name: `Rosa N. · ${pro.serviceName}` }).click();
    await page.getByLabel("Item 1", { exact: true }).fill("Inspection and patch");
    await page.getByLabel("Amount 1 ($)").fill("180");
    await page.getByLabel("How long the job takes").selectOption({ label: "2 hours" });
    await page.getByRole("button", { name: "Send quote" }).click();
    await expect(page.getByText("Quote sent. The customer was e-mailed.")).toBeVisible();

    await page.goto(requestUrl);
    await expect(page.getByText("(1 de 1 profesional envió presupuesto)")).toBeVisible();
    await expect(
      page.getByRole("table", { name: `Presupuesto de ${pro.business}` }).getByRole("row", { name: "Total $180" }),
    ).toBeVisible();
    await expect(page.getByText("Duración del trabajo")).toBeVisible();
    await page.getByRole("link", { name: `Mensajes con ${pro.business}` }).click();
    await expect(page.getByRole("heading", { name: `Mensajes con ${pro.business}` })).toBeVisible();
    await page.getByLabel("Su mensaje").fill("¿Puede venir por la mañana?");
    await page.getByRole("button", { name: "Enviar mensaje" }).click();
    await expect(page.getByText("Mensaje enviado.")).toBeVisible();
    await expect(page.getByRole("list", { name: "Mensajes" }).getByText("¿Puede venir por la mañana?")).toBeVisible();

    await page.goto(requestUrl);
    await page.getByRole("link", { name: `Aceptar y elegir un horario: ${pro.business}` }).click();
    await expect(page.getByRole("heading", { name: `Aceptar el presupuesto de ${pro.business}` })).toBeVisible();
    const date = upcomingWorkday(3);
    await page.getByLabel("Fecha preferida").fill(date);
    if (!hasJs()) await page.getByRole("button", { name: "Ver horas disponibles" }).click();
    await expect(page.locator('input[name="preferred_date"]')).toHaveValue(date);
    await page.getByText("10:00 a. m.", { exact: true }).click();
    await page.getByRole("button", { name: "Reservar este horario" }).click();
    await expect(page.getByText("¡Reservado! El profesional tiene su horario, y le enviamos los detalles por correo.")).toBeVisible();
    expect(page.url()).toContain("lang=es");
  });

  test("a business chooses Spanish for its own e-mails and texts, and a new booking reaches it in Spanish", async ({ page, request }) => {
    const pro = await createProvider({ serviceName: hasJs() ? "Tile Repair" : "Grout Sealing" });
    await signIn(page, pro);
    await page.goto("/provider/schedule");
    await page.getByLabel("Language for e-mails and texts").selectOption({ label: "Español" });
    await page.getByRole("button", { name: "Save language" }).click();
    await expect(page.getByText("Saved. Your e-mails and texts about new jobs and changes come in this language.")).toBeVisible();
    await expect(page.getByLabel("Language for e-mails and texts")).toHaveValue("es");
    const name = `Jordan ${runName()} English`;
    await bookThroughForm(request, pro.serviceId, { name, date: upcomingWorkday(2), time: "10:00" });
    const db = readDb();
    const subjects = db
      .prepare(
        "select e.kind, e.subject from email_outbox e join bookings b on b.id = e.booking_id where b.customer_name = ? order by e.kind",
      )
      .all(name) as Array<{ kind: string; subject: string }>;
    db.close();
    expect(subjects.find((email) => email.kind === "booking_provider_notice")?.subject).toMatch(/^Reserva nueva: /);
    expect(subjects.find((email) => email.kind === "booking_confirmation")?.subject).toMatch(/^Booking confirmed: /);
  });

  test("a business works its Schedule and Bookings in Spanish: the portal's frame, hours, days off and the policy, refusals and toasts", async ({
    page,
  }) => {
    const pro = await createProvider({ serviceName: hasJs() ? "Deck Staining" : "Fence Painting" });
    await signIn(page, pro);
    await page.goto("/provider/schedule?lang=es");
    await expect(page).toHaveTitle("Horario | Portal de profesionales | Porchlight");
    await expect(page.getByRole("heading", { name: "Portal de profesionales" })).toBeVisible();
    await expect(
      page.getByRole("navigation", { name: "Portal de profesionales" }).getByRole("link", { name: "Horario", exact: true }),
    ).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("heading", { name: "Horario semanal" })).toBeVisible();
    await expect(page.getByLabel("Tiempo entre trabajos")).toBeVisible();
    // A day off, refused first in Spanish, then added and listed in Spanish.
    await page.getByRole("button", { name: "Agregar días libres" }).click();
    await expect(page.getByText("Elija el primer día libre").first()).toBeVisible();
    const day = upcomingWorkday(5);
    await page.getByLabel("Primer día libre").fill(day);
    await page.getByRole("button", { name: "Agregar días libres" }).click();
    await expect(page.getByRole("status").getByText("Días libres agregados")).toBeVisible();
    await expect(page.getByText(/^(lunes|martes|miércoles|jueves|viernes|sábado|domingo), \d{1,2} de [a-z]+ de \d{4}$/)).toBeVisible();
    await expect(page.getByText("Los clientes leen:")).toBeVisible();
    await page.getByLabel("Cargo por cancelación tardía (% del precio)").fill("150");
    await page.getByRole("button", { name: "Guardar la política de cancelación" }).click();
    await expect(page.getByText("Escriba un porcentaje de 0 a 100").first()).toBeVisible();
    // The choice is remembered: Bookings is in Spanish too.
    await page.goto("/provider/bookings");
    await expect(page.getByRole("heading", { name: "Próximas reservas" })).toBeVisible();
    await expect(page.getByText("Todavía no hay próximas reservas.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Reservas pasadas y canceladas" })).toBeVisible();
  });

  test("a business runs its Services, Team, CRM & SEO and a request for a quote in Spanish: words, refusals and toasts", async ({
    page,
  }) => {
    const pro = await createProvider({ serviceName: hasJs() ? "Window Washing" : "Pressure Washing" });
    await enableOnlinePayments(pro);
    const asked = await requestQuoteThroughForm(page.request, pro.serviceId, { name: `Inés ${runName()}` });
    await signIn(page, pro);

    // Services: the Stripe account and a service's payment rule, refused and saved in Spanish.
    await page.goto("/provider/services?lang=es");
    await expect(page).toHaveTitle("Servicios | Portal de profesionales | Porchlight");
    await expect(page.getByRole("heading", { name: "Pagos en línea" })).toBeVisible();
    await expect(page.getByText("Stripe conectado")).toBeVisible();
    await expect(page.getByText("Activo", { exact: true })).toBeVisible();
    await page.getByText(/^Al reservar: Depósito de \$25(\.00)? para reservar/).click();
    await page.getByLabel("Depósito (USD)").fill("12.345");
    await page.getByRole("button", { name: "Guardar opciones de pago" }).click();
    await expect(page.getByText("Depósito: Use como máximo 2 decimales").first()).toBeVisible();
    await page.getByLabel("Depósito (USD)").fill("20");
    await page.getByRole("button", { name: "Guardar opciones de pago" }).click();
    await expect(page.getByRole("status").getByText("Opciones de pago guardadas")).toBeVisible();
    await expect(page.getByText(/^Al reservar: Depósito de \$20(\.00)? para reservar/)).toBeVisible();

    // Team: a member refused, then added; their week in Spanish, and their own page.
    await page.goto("/provider/team");
    await expect(page).toHaveTitle("Equipo | Portal de profesionales | Porchlight");
    await expect(page.getByRole("heading", { name: "Su equipo" })).toBeVisible();
    await page.getByRole("button", { name: "Agregar miembro" }).click();
    await expect(page.getByText("Escriba el nombre del miembro").first()).toBeVisible();
    await expect(page.getByText("Elija al menos un servicio que haga").first()).toBeVisible();
    const addForm = page.locator("form", { has: page.getByRole("button", { name: "Agregar miembro" }) });
    await addForm.getByLabel("Nombre").fill("Lucía Pérez");
    await addForm.getByLabel("Correo electrónico").fill(`lucia.${pro.userId.slice(0, 8)}@example.org`);
    await addForm.getByLabel(pro.serviceName).check();
    await addForm.getByRole("button", { name: "Agregar miembro" }).click();
    await expect(page.getByText("Miembro agregado. Le enviamos por correo un enlace para iniciar sesión.")).toBeVisible();
    await expect(page.getByText("Invitación enviada")).toBeVisible();
    await expect(page.getByText(/^Horario: lun–(vie|sáb) \d{1,2}:\d{2} a\. m\.–\d{1,2}:\d{2} p\. m\. · /)).toBeVisible();
    await page.getByRole("link", { name: "Horario, días libres y servicios de Lucía Pérez" }).click();
    await expect(page).toHaveTitle("Miembro del equipo | Portal de profesionales | Porchlight");
    await expect(page.getByRole("heading", { name: "Horario semanal de Lucía Pérez" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Días libres de Lucía Pérez" })).toBeVisible();
    await page.getByRole("button", { name: "Guardar los servicios" }).click();
    await expect(page.getByRole("status").getByText("Horario guardado")).toBeVisible();

    // CRM & SEO: a post refused without a platform, then recorded.
    await page.goto("/provider/marketing");
    await expect(page).toHaveTitle("CRM y SEO | Portal de profesionales | Porchlight");
    await page.getByRole("button", { name: "Publicar", exact: true }).click();
    await expect(page.getByText("Elija un servicio y al menos una plataforma").first()).toBeVisible();
    await page.getByLabel("Facebook").check();
    await page.getByRole("button", { name: "Publicar", exact: true }).click();
    await expect(page.getByRole("status").getByText("Publicado en 1 plataforma")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Historial de publicaciones" })).toBeVisible();

    // The request for a quote: the provider's page, its refusal and the quote sent, in Spanish.
    await page.goto(`/provider/messages/${asked.threadId}`);
    await expect(page.getByRole("heading", { name: "La solicitud" })).toBeVisible();
    await expect(page.getByText("Esperando un presupuesto")).toBeVisible();
    await page.getByRole("button", { name: "Enviar el presupuesto" }).click();
    await expect(page.getByText("Agregue al menos un concepto con su importe").first()).toBeVisible();
    await page.getByLabel("Concepto 1", { exact: true }).fill("Limpieza de ventanas");
    await page.getByLabel("Importe 1 ($)").fill("150");
    await page.getByLabel("Duración del trabajo").selectOption({ label: "2 horas" });
    await page.getByRole("button", { name: "Enviar el presupuesto" }).click();
    await expect(page.getByRole("status").getByText("Presupuesto enviado. Le escribimos al cliente por correo.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Su presupuesto", exact: true })).toBeVisible();

    // Longer words keep every one of these pages inside a phone's width.
    await page.setViewportSize({ width: 320, height: 640 });
    for (const path of ["/provider/services", "/provider/team", "/provider/marketing", `/provider/messages/${asked.threadId}`]) {
      await page.goto(path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(320);
    }
  });

  test("a business adds a customer, books them a job and records a payment from the dashboard in Spanish: refusals and toasts too", async ({
    page,
  }) => {
    const pro = await createProvider({ serviceName: hasJs() ? "Lawn Care" : "Hedge Trimming" });
    const customer = `Marta ${runName()}`;
    const email = `marta.${pro.userId.slice(0, 8)}@example.org`;
    const date = upcomingWorkday(6);
    await signIn(page, pro);
    await page.goto("/dashboard?lang=es");
    await expect(page).toHaveTitle("Panel del negocio | Porchlight");
    await expect(page.getByRole("heading", { level: 1, name: "Panel del negocio" })).toBeVisible();
    await expect(page.getByText("Reservas de hoy")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Próximas reservas" })).toBeVisible();
    // Customers: one refused, then added, and listed in Spanish.
    await page.getByRole("navigation", { name: "Panel del negocio" }).getByRole("link", { name: "Clientes" }).click();
    await expect(page).toHaveTitle("Clientes | Panel del negocio | Porchlight");
    await page.getByRole("button", { name: "Agregar cliente" }).click();
    await expect(page.getByText("Escriba el nombre del cliente").first()).toBeVisible();
    await page.getByLabel("Nombre", { exact: true }).fill(customer);
    await page.getByLabel("Correo electrónico", { exact: true }).fill(email);
    await page.getByLabel("Teléfono", { exact: true }).fill("(512) 555-0164");
    await page.getByRole("button", { name: "Agregar cliente" }).click();
    await expect(page.getByRole("status").getByText("Cliente agregado")).toBeVisible();
    await expect(page.getByRole("list", { name: "Clientes" }).getByText(/^0 reservas · \$0(\.00)? gastados$/)).toBeVisible();
    await page.getByRole("navigation", { name: "Panel del negocio" }).getByRole("link", { name: "Agenda" }).click();
    await expect(page).toHaveTitle("Agenda | Panel del negocio | Porchlight");
    await page.goto(`/dashboard/scheduling?service=${pro.serviceId}&date=${date}`);
    await expect(page.getByText(/^\d+ libres · 0 reservadas \(tachadas\) · los trabajos duran 1 hora · horas en C[SD]T$/)).toBeVisible();
    await expect(page.getByText("No hay reservas para esta fecha")).toBeVisible();
    // Refused without a customer, in Spanish; then booked, and the day lists it in Spanish.
    await page.getByText("10:00 a. m.", { exact: true }).click();
    await page.getByRole("button", { name: "Reservar el trabajo" }).click();
    await expect(page.locator("p", { hasText: /^Elija un cliente$/ }).first()).toBeVisible();
    await page.getByLabel("Cliente", { exact: true }).selectOption({ label: `${customer} (${email})` });
    await page.getByLabel("Peticiones especiales (opcional)").fill("La puerta del patio está a la izquierda");
    await page.getByRole("button", { name: "Reservar el trabajo" }).click();
    await expect(
      page
        .getByRole("status")
        .getByText(new RegExp(`^Trabajo reservado para ${customer} el [a-záéíóú]+, \\d{1,2} de [a-z]+ de \\d{4} a las 10:00 a\\. m\\.$`)),
    ).toBeVisible();
    await expect(
      page.getByRole("list", { name: /^Reservas del / }).getByText("de 10:00 a. m. a 11:00 a. m. · " + pro.serviceName),
    ).toBeVisible();

    // Payments: one refused for its card digits in the notes, then recorded, and listed in Spanish.
    await page.getByRole("navigation", { name: "Panel del negocio" }).getByRole("link", { name: "Pagos" }).click();
    await expect(page).toHaveTitle("Pagos | Panel del negocio | Porchlight");
    await expect(page.getByRole("heading", { name: "Registrar un pago" })).toBeVisible();
    await page.getByLabel("Cliente", { exact: true }).selectOption({ label: `${customer} (${email})` });
    await page.getByLabel("Importe ($)").fill("40");
    await page.getByLabel("Efectivo", { exact: true }).check();
    await page.getByLabel("Notas (opcional)").fill("tarjeta 4242 4242 4242 4242");
    await page.getByRole("button", { name: "Registrar el pago" }).click();
    await expect(page.getByText("No escriba números de tarjeta en las notas").first()).toBeVisible();
    await page.getByLabel("Notas (opcional)").fill("Pagado en la puerta");
    await page.getByRole("button", { name: "Registrar el pago" }).click();
    await expect(page.getByRole("status").getByText("Pago registrado")).toBeVisible({ timeout: 10_000 });
    const row = page.getByRole("row").filter({ hasText: "Pagado en la puerta" });
    await expect(row).toContainText("Efectivo");
    await expect(row).toContainText("Completado");
    await expect(row).toContainText("Recién registrado");

    await page.setViewportSize({ width: 320, height: 640 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });

  test("an admin works the panel in Spanish: approving, tiles and their refusals, bookings, credentials, the records and toasts", async ({
    page,
  }) => {
    // Some fifteen pages, each a round trip: more than the usual budget on a loaded machine.
    test.setTimeout(60_000);
    const { business, zip } = await applyToJoin(
      page.request,
      hasJs()
        ? { zip: "78704", category: "automotive-home-services", service: "Mobile Tire Rotation" }
        : { zip: "78703", category: "home-services", service: "Tree Trimming" },
    );
    await signIn(page, await createAdmin(), "/admin");
    await page.goto("/admin?lang=es");
    await expect(page).toHaveTitle("Panel de administración | Porchlight");
    const tabs = page.getByRole("navigation", { name: "Panel", exact: true });
    await expect(tabs.getByRole("link", { name: "Solicitudes" })).toHaveAttribute("aria-current", "page");
    await page.getByRole("link", { name: `Aprobar ${business}` }).click();
    const confirm = hasJs() ? page.getByRole("dialog") : page.getByRole("region", { name: `¿Aprobar ${business}?` });
    await expect(confirm.getByText(`Esto crea una ficha de servicio activa para cada uno de sus servicios en ${zip}`)).toBeVisible();
    await confirm.getByRole("button", { name: "Aprobar", exact: true }).click();
    await expect(page.getByRole("status").getByText(`¡${business} aprobado! Se crearon fichas de servicio para ${zip}.`)).toBeVisible();

    // Its tile: the table, a refusal beside the field, and a toast, in Spanish.
    await tabs.getByRole("link", { name: "Fichas de servicio" }).click();
    const row = page.getByRole("row").filter({ hasText: business });
    await expect(row.getByText("Activa", { exact: true })).toBeVisible();
    await row.getByRole("link", { name: /^Editar/ }).click();
    await page.getByLabel("Nombre del servicio").fill("");
    await page.getByRole("button", { name: "Guardar cambios" }).click();
    await expect(page.getByText("Escriba el nombre del servicio").first()).toBeVisible();
    await page.goto("/admin/tiles");
    await page
      .getByRole("row")
      .filter({ hasText: business })
      .getByRole("button", { name: /^Desactivar/ })
      .click();
    await expect(page.getByRole("status").getByText("Ficha de servicio desactivada")).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: business }).getByText("Inactiva", { exact: true })).toBeVisible();

    // Bookings, list and calendar; credentials; the join network.
    await tabs.getByRole("link", { name: "Reservas" }).click();
    await expect(page).toHaveTitle("Reservas | Panel de administración | Porchlight");
    await expect(page.getByRole("searchbox", { name: "Buscar reservas" })).toBeVisible();
    await expect(page.getByText(/^\d+ reservas?, de la más reciente a la más antigua\.$/)).toBeVisible();
    await page.getByRole("link", { name: "Vista de calendario" }).click();
    await expect(page.getByRole("table", { name: /^Reservas de [a-z]+ de \d{4}\. Elija un día para ver sus reservas\.$/ })).toBeVisible();
    await expect(page.getByRole("columnheader", { name: "domingo" })).toBeVisible();
    await expect(page.getByLabel("Tipo de servicio")).toBeVisible();
    await tabs.getByRole("link", { name: "Credenciales" }).click();
    await expect(page.getByRole("heading", { name: "Credenciales por verificar" })).toBeVisible();
    await tabs.getByRole("link", { name: "Red de profesionales" }).click();
    await expect(page.getByRole("columnheader", { name: "Fecha de solicitud" })).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: business })).toContainText("Servicios");

    // The settings and the records.
    await page.getByRole("link", { name: "Opciones de ubicación" }).click();
    await expect(page.getByRole("button", { name: "Mostrar nombres de ciudad" })).toBeVisible();
    await page.getByRole("link", { name: "Opciones de credenciales" }).click();
    await expect(page.getByRole("group", { name: "Servicios médicos a domicilio" })).toBeVisible();
    await page.getByRole("link", { name: "Registro de auditoría" }).click();
    await expect(page.getByRole("row").filter({ hasText: "Aprobó una solicitud" }).first()).toBeVisible();
    await page.getByRole("link", { name: "Correos enviados" }).click();
    await expect(page.getByRole("columnheader", { name: "Asunto" })).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: "Solicitud aprobada" }).first()).toBeVisible();
  });

  // axe is a script: the project with scripting checks the pages. A scan of the calendar (a month
  // of bookings) takes seconds on a loaded machine, so it has its own test and time.
  test("the admin panel's Spanish pages have no WCAG A/AA violations", async ({ page }) => {
    test.skip(!hasJs(), "axe runs as a script in the page");
    test.setTimeout(90_000);
    await signIn(page, await createAdmin(), "/admin");
    await page.goto("/admin?lang=es");
    for (const path of ["/admin", "/admin/bookings?view=calendar", "/admin/credentials/settings"]) {
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("lang", "es");
      const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
      expect(
        results.violations.map((violation) => violation.id),
        path,
      ).toEqual([]);
    }
  });

  test("a customer books a weekly series in Spanish: the plan of its visits and the toast in Spanish", async ({ page, request }) => {
    const pro = await createProvider({ serviceName: hasJs() ? "Lawn Mowing" : "Pool Cleaning", allowsSeries: true });
    const first = upcomingWorkday(2);
    // Another customer has the second visit's time.
    await bookThroughForm(request, pro.serviceId, { name: "Otro Cliente", date: addDaysToDate(first, 7), time: "10:00" });
    await page.goto(`/service/${pro.serviceId}?book=1&lang=es`);
    await page.getByLabel("Fecha preferida").fill(first);
    if (!hasJs()) await page.getByRole("button", { name: "Ver horas disponibles" }).click();
    await expect(page.locator('input[name="preferred_date"]')).toHaveValue(first);
    await page.getByText("10:00 a. m.", { exact: true }).click();
    const name = `Sofía ${runName()} Serie`;
    await page.getByLabel("Nombre completo").fill(name);
    await page.getByLabel("Correo electrónico").fill(`sofia.${Date.now()}@example.org`);
    await page.getByLabel("Teléfono").fill("(512) 555-0123");
    await page.getByLabel("Repetir", { exact: true }).selectOption({ label: "Cada semana" });
    await page.getByLabel("Número de visitas", { exact: true }).fill("3");
    await page.getByRole("button", { name: "Confirmar reserva" }).click();

    await expect(page.getByRole("heading", { name: "Revise sus visitas" })).toBeVisible();
    const visits = page.getByRole("list", { name: "Visitas" });
    await expect(visits.getByRole("listitem")).toHaveCount(3);
    await expect(visits.getByRole("listitem").first()).toContainText(/^Visita 1: \p{L}+, \d+ de \p{L}+ de \d{4}, a las 10:00 a\. m\./u);
    await expect(visits.getByRole("listitem").nth(1).getByText("No libre")).toBeVisible();
    // Why it is not free, in Spanish too (a reason the plan carries, decision 0047).
    await expect(visits.getByRole("listitem").nth(1).getByText("Ya reservada", { exact: true })).toBeVisible();
    await expect(
      visits
        .getByRole("listitem")
        .nth(1)
        .getByRole("radio", { name: /^Aceptar la propuesta: / }),
    ).toBeChecked();
    await page.getByRole("button", { name: "Reservar las visitas elegidas" }).click();
    await expect(
      page.getByText("¡Reservado! Hay 3 visitas en el calendario del profesional, y le enviamos las fechas por correo."),
    ).toBeVisible();
    // The visit's page lists its series in Spanish, each visit's link opening in Spanish.
    await expect(page.getByRole("heading", { name: "Su serie" })).toBeVisible();
    const series = page.getByRole("list", { name: "Visitas de la serie" });
    await expect(series.getByRole("listitem")).toHaveCount(3);
    await expect(series.getByRole("listitem").first()).toContainText(/^Visita 1: \p{L}+, \d+ de \p{L}+ de \d{4}, de 10:00 a\. m\./u);
    await expect(series.getByRole("link").first()).toHaveAttribute("href", /&lang=es$/);
    const db = readDb();
    const rows = db.prepare("select language from bookings where customer_name = ?").all(name);
    db.close();
    expect(rows).toEqual([{ language: "es" }, { language: "es" }, { language: "es" }]);
  });

  test("a business applies in Spanish: the form, its refusals, the page after it, the e-mail and the sign-in", async ({ page }) => {
    const email = `solicitud-${runName().toLowerCase()}-${Date.now()}@example.org`;
    await page.goto("/join?lang=es");
    await expect(page).toHaveTitle("Únase a la red de profesionales | Porchlight");
    await expect(page.getByRole("heading", { level: 1, name: "Únase a la red de profesionales" })).toBeVisible();
    await page.getByRole("button", { name: "Enviar solicitud" }).click();
    await expect(page.getByRole("alert").getByText("Complete todos los campos obligatorios")).toBeVisible();
    await expect(page.getByText("Este campo es obligatorio").first()).toBeVisible();

    await page.getByLabel("Nombre del negocio").fill(`Plomería ${runName()}`);
    await page.getByLabel("Nombre del titular").fill("Lucía Ramos");
    await page.getByLabel("Teléfono").fill("(512) 555-0177");
    await page.getByRole("radio", { name: /^Servicios para el hogar/ }).check();
    await page.getByLabel("Correo electrónico").fill(email);
    await page.getByLabel("Contraseña").fill("tubos-limpios");
    await page.getByLabel("Código postal de la zona de servicio").fill("78704");
    await expect(page.getByRole("checkbox", { name: /^Painting/ })).toHaveAccessibleName("Painting Desde $150 por habitación");
    await page.getByRole("checkbox", { name: /^Plumbing/ }).check();
    await page.getByRole("checkbox", { name: "Lunes", exact: true }).check();
    await page.getByLabel("Lunes: hora de inicio").fill("08:00");
    await page.getByLabel("Años en el negocio").fill("7");
    await page.getByLabel("Licencias y certificaciones").fill("Licencia de plomero");
    await page.getByLabel("Información del seguro").fill("Responsabilidad civil");
    await page.getByRole("button", { name: "Enviar solicitud" }).click();

    await expect(page).toHaveURL(/\/join\/submitted\?application=[0-9a-f-]{36}&token=[\w-]+&lang=es$/);
    await expect(page.getByRole("heading", { name: "Solicitud enviada" })).toBeVisible();
    await expect(
      page.getByRole("status").getByText("¡Su solicitud se envió correctamente! Revise su correo para ver la confirmación."),
    ).toBeVisible();
    // Plumbing is a licensed trade in Texas: what it waits for is said in Spanish.
    await expect(page.getByText(/cuando Porchlight haya verificado: Licencia \(TX\)/)).toBeVisible();
    const db = readDb();
    try {
      expect(db.prepare("select language from users where email = ?").get(email)).toEqual({ language: "es" });
      const sent = db.prepare(`select subject from email_outbox where "to" = ? and kind = 'provider_application'`).get(email);
      expect(sent).toEqual({ subject: `Recibimos su solicitud para Plomería ${runName()}` });
    } finally {
      db.close();
    }

    await page.getByRole("link", { name: "Abrir el portal de profesionales" }).click();
    await expect(page.getByRole("heading", { name: "Portal de profesionales" })).toBeVisible();
    await page.getByLabel("Correo electrónico").fill(email);
    await page.getByLabel("Contraseña").fill("no-es-esta");
    await page.getByRole("button", { name: "Iniciar sesión", exact: true }).click();
    await expect(page.getByRole("alert").getByText("Correo o contraseña incorrectos")).toBeVisible();
    await expect(page.getByRole("button", { name: "Enviarme un enlace para iniciar sesión" })).toBeVisible();
  });

  test("a team member who reads Spanish is invited in Spanish and sees their jobs, calendars and alerts in Spanish", async ({ page }) => {
    const provider = await createProvider({ serviceName: "House Cleaning" });
    const email = `lucia-${provider.userId.slice(0, 8)}@crew.example`;
    await signIn(page, provider);
    await page.goto("/provider/team");
    const form = page.locator("form", { has: page.getByRole("button", { name: "Add member" }) });
    await form.getByLabel("Name").fill("Lucía Gómez");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Language of their e-mails and texts").selectOption("es");
    await form.getByLabel(provider.serviceName).check();
    await form.getByRole("button", { name: "Add member" }).click();
    await expect(page.getByText("Team member added. We e-mailed them a link to sign in.")).toBeVisible();

    const db = readDb();
    const invitation = db.prepare(`select subject, text from email_outbox where "to" = ? and kind = 'team_invitation'`).get(email) as {
      subject: string;
      text: string;
    };
    db.close();
    expect(invitation.subject).toMatch(/ le agregó a su equipo en Porchlight$/);
    const link = new URL(/https?:\/\/\S+\/sign-in\/link\?token=[\w-]{43}&lang=es/.exec(invitation.text)![0]);

    // The member opens it on their own device: no cookie, no choice yet.
    await page.context().clearCookies();
    await page.goto(link.pathname + link.search);
    await expect(page.getByRole("heading", { name: "Inicie sesión en Porchlight" })).toBeVisible();
    await page.getByRole("button", { name: "Iniciar sesión" }).click();
    await expect(page).toHaveURL(/\/team$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { name: "Sus trabajos", exact: true })).toBeVisible();
    await expect(page.getByText("Lucía Gómez, estos son los trabajos que")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Hoy" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Horas ocupadas de sus calendarios" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Sus trabajos en su calendario" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Alertas por mensaje de texto" })).toBeVisible();
    await expect(page.getByLabel("Idioma de los correos y mensajes de texto")).toHaveValue("es");
    await expect(page.getByRole("button", { name: "Cerrar sesión" })).toBeVisible();
    // A calendar address that is not one is refused in Spanish.
    await page.getByLabel("Dirección del calendario").fill("not a calendar");
    await page.getByRole("button", { name: "Agregar calendario" }).click();
    await expect(page.getByText("Pegue una dirección de calendario que empiece con https:// o webcal://")).toBeVisible();
  });

  test.describe("a browser that asks for Spanish", () => {
    test.use({ locale: "es-MX", viewport: { width: 320, height: 640 } });

    test("gets home in Spanish, whole at 320 px and accessible", async ({ page }) => {
      await page.goto("/");
      await expect(page.locator("html")).toHaveAttribute("lang", "es");
      await expect(page.getByRole("link", { name: "Únase a la red" })).toBeVisible();
      await expect(page.getByRole("link", { name: "English" })).toHaveAttribute("hreflang", "en");
      // Search engines find each language's address, both ways, and the default.
      await expect(page.locator('link[rel="alternate"][hreflang="es"]')).toHaveAttribute("href", /^https?:\/\/[^/]+\/\?lang=es$/);
      await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute("href", /^https?:\/\/[^/]+\/\?lang=en$/);
      await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute("href", /^https?:\/\/[^/]+\/$/);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
      // axe is a script: the project with scripting checks the page (the markup is the server's either way).
      if (hasJs()) {
        const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
        expect(results.violations.map((violation) => violation.id)).toEqual([]);
      }
    });

    test("gets joining, signing in and privacy in Spanish, whole at 320 px and accessible", async ({ page }) => {
      for (const [path, heading] of [
        ["/join", "Únase a la red de profesionales"],
        ["/provider", "Portal de profesionales"],
        ["/privacy", "Privacidad"],
      ] as const) {
        await page.goto(path);
        await expect(page.locator("html")).toHaveAttribute("lang", "es");
        await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(320);
        if (hasJs()) {
          const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
          expect(
            results.violations.map((violation) => violation.id),
            path,
          ).toEqual([]);
        }
      }
      await expect(page.locator('link[rel="alternate"][hreflang="es"]')).toHaveAttribute("href", /\/privacy\?lang=es$/);
    });

    test("is told a page is missing in Spanish", async ({ page }) => {
      const response = await page.goto("/no-such-page");
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: "Página no encontrada" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Volver al inicio" })).toBeVisible();
      await expect(page).toHaveTitle("Página no encontrada | Porchlight");
      await page.goto("/service/00000000-0000-4000-8000-000000000000");
      await expect(page.getByRole("heading", { name: "Servicio no encontrado" })).toBeVisible();
    });
  });
});
