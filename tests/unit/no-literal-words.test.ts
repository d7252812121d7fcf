import { readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * The screens that speak Spanish (docs/features/languages.md) say nothing in a string of their
 * own: every word a person reads comes from a catalogue of app/locales (issue 54). This finds
 * text between tags and the attributes people read (label, placeholder, title, alt, aria-label,
 * hint, legend) written as literals in those files. A screen joins the list once translated.
 */
const TRANSLATED = [
  "app/root.tsx",
  "app/components/booking/address-field.tsx",
  "app/components/booking/booking-form.tsx",
  "app/components/booking/booking-terms.tsx",
  "app/components/booking/contact-fields.tsx",
  "app/components/booking/date-chooser.tsx",
  "app/components/booking/lazy-booking-form.tsx",
  "app/components/booking/repeat-fields.tsx",
  "app/components/booking/reschedule-form.tsx",
  "app/components/booking/slot-picker.tsx",
  "app/components/booking/series-plan.tsx",
  "app/components/booking/series-visits.tsx",
  "app/components/ui/consent-box.tsx",
  "app/components/ui/toast.tsx",
  "app/routes/join.tsx",
  "app/routes/join_.submitted.tsx",
  "app/routes/privacy.tsx",
  "app/routes/sign-in.link.tsx",
  "app/routes/provider+/index.tsx",
  "app/components/join/application-form.tsx",
  "app/components/join/availability-fieldset.tsx",
  "app/components/join/custom-services-field.tsx",
  "app/components/join/radius-field.tsx",
  "app/components/auth/sign-in-form.tsx",
  "app/components/admin/admin-sign-in.tsx",
  "app/components/portal/credential-fields.tsx",
  "app/routes/team.tsx",
  "app/routes/provider+/requests.tsx",
  "app/routes/provider+/reviews.tsx",
  "app/routes/provider+/credentials.tsx",
  "app/routes/provider+/areas.tsx",
  "app/routes/provider+/waitlist.tsx",
  "app/routes/provider+/messages._index.tsx",
  "app/routes/provider+/bookings.tsx",
  "app/routes/provider+/bookings_.$bookingId.move.tsx",
  "app/components/booking/booking-actions.tsx",
  "app/components/booking/booking-money.tsx",
  "app/routes/provider+/schedule.tsx",
  "app/routes/provider+/services.tsx",
  "app/routes/provider+/marketing.tsx",
  "app/routes/dashboard+/_layout.tsx",
  "app/routes/dashboard+/index.tsx",
  "app/routes/dashboard+/scheduling.tsx",
  "app/routes/dashboard+/customers.tsx",
  "app/routes/dashboard+/payments.tsx",
  "app/components/dashboard/payment-form.tsx",
  "app/components/dashboard/payments-table.tsx",
  "app/components/dashboard/payment-status-badge.tsx",
  "app/components/ui/search-form.tsx",
  "app/components/dashboard/calendar-chooser.tsx",
  "app/components/dashboard/day-bookings.tsx",
  "app/components/dashboard/schedule-job-form.tsx",
  "app/routes/provider+/messages.$threadId.tsx",
  "app/components/quotes/quote-form.tsx",
  "app/routes/provider+/team.tsx",
  "app/routes/provider+/team_.$memberId.tsx",
  "app/components/portal/team-member-fields.tsx",
  "app/components/portal/payment-settings.tsx",
  "app/components/portal/schedule-forms.tsx",
  "app/routes/provider+/_layout.tsx",
  "app/components/portal/busy-calendars.tsx",
  "app/components/portal/calendar-feed.tsx",
  "app/components/portal/text-alerts.tsx",
  "app/components/signed-in-header.tsx",
  "app/components/ui/tab-links.tsx",
  "app/components/quotes/photo-field.tsx",
  "app/components/quotes/quote-request-form.tsx",
  "app/components/waitlist/window-fields.tsx",
  "app/routes/bookings+/$bookingId.tsx",
  "app/routes/requests+/new.tsx",
  "app/routes/service.$serviceId.tsx",
  "app/routes/service.$serviceId_.waitlist.tsx",
  "app/routes/waitlist.$entryId.tsx",
  "app/routes/requests+/$requestId.tsx",
  "app/routes/requests+/$requestId_.quotes.$quoteId.tsx",
  "app/routes/messages.$threadId.tsx",
  "app/routes/payments.$paymentId.tsx",
  "app/routes/reviews.new.tsx",
  "app/components/reviews/review-form.tsx",
  "app/components/booking/quote-booking-form.tsx",
  "app/components/quotes/quote-card.tsx",
  "app/components/quotes/quote-lines.tsx",
  "app/components/quotes/photo-list.tsx",
  "app/components/threads/thread-messages.tsx",
  "app/components/waitlist/offer-card.tsx",
  "app/routes/_index.tsx",
  "app/components/error-boundary.tsx",
  "app/components/theme-switch.tsx",
  "app/components/not-found-card.tsx",
  "app/components/home/category-picker.tsx",
  "app/components/home/home-links.tsx",
  "app/components/home/service-list.tsx",
  "app/components/home/zip-form.tsx",
  "app/components/services/credentials-panel.tsx",
  "app/components/services/service-card-markup.server.tsx",
  "app/components/services/service-card.tsx",
  "app/components/services/service-facts.tsx",
  "app/components/services/service-logo.tsx",
  "app/components/services/share-panel.tsx",
  "app/components/reviews/review-item.tsx",
  "app/components/reviews/service-reviews.tsx",
  "app/components/reviews/stars.tsx",
  "app/components/ui/alert.tsx",
  "app/components/ui/ask-first.tsx",
  "app/components/ui/back-link.tsx",
  "app/components/ui/badge.tsx",
  "app/components/ui/button.tsx",
  "app/components/ui/card.tsx",
  "app/components/ui/consent-box.tsx",
  "app/components/ui/copy-button.tsx",
  "app/components/ui/data-table.tsx",
  "app/components/ui/dialog-step.tsx",
  "app/components/ui/field.tsx",
  "app/components/ui/form-error-summary.tsx",
  "app/components/ui/icons.tsx",
  "app/components/ui/keep-together.tsx",
  "app/components/ui/pagination.tsx",
  "app/components/ui/phone-number.tsx",
  "app/components/ui/radio-group.tsx",
  "app/components/ui/select-field.tsx",
  "app/components/ui/select.tsx",
  "app/components/ui/status-badge.tsx",
  "app/components/ui/text-field.tsx",
  "app/components/ui/textarea.tsx",
  "app/components/ui/toast.tsx",
  "app/routes/admin+/_layout.tsx",
  "app/routes/admin+/index.tsx",
  "app/routes/admin+/tiles.tsx",
  "app/routes/admin+/network.tsx",
  "app/routes/admin+/settings.tsx",
  "app/routes/admin+/bookings.tsx",
  "app/routes/admin+/reviews.tsx",
  "app/routes/admin+/messages.tsx",
  "app/routes/admin+/messages_.$threadId.tsx",
  "app/routes/admin+/credentials.tsx",
  "app/routes/admin+/credentials_.settings.tsx",
  "app/routes/admin+/audit.tsx",
  "app/routes/admin+/outbox.tsx",
  "app/routes/admin+/outbox_.$emailId.tsx",
  "app/routes/admin+/outbox_.texts.tsx",
  "app/components/admin/booking-day-panel.tsx",
  "app/components/admin/booking-filters.tsx",
  "app/components/admin/booking-month-grid.tsx",
  "app/components/admin/bookings-table.tsx",
  "app/components/admin/bookings-view-toggle.tsx",
];
const READ_ATTRIBUTES = new Set(["label", "placeholder", "title", "alt", "aria-label", "hint", "legend", "caption"]);
const ROOT = path.resolve(__dirname, "../..");
/** Names, the same in every language (an address's scheme among them). */
const NAMES = new Set(["Porchlight", "GeoNames", "(CC BY 4.0).", "https://"]);

function literalWords(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(path.join(ROOT, file), "utf8"), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const where = (node: ts.Node) => `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && /\p{L}{2,}/u.test(node.text) && !NAMES.has(node.text.trim()))
      found.push(`${where(node)} ${node.text.trim()}`);
    if (ts.isJsxAttribute(node) && READ_ATTRIBUTES.has(node.name.getText(source)) && node.initializer) {
      const value = node.initializer;
      const literal = ts.isStringLiteral(value)
        ? value
        : ts.isJsxExpression(value) && value.expression && ts.isStringLiteralLike(value.expression)
          ? value.expression
          : null;
      if (literal && /\p{L}{2,}/u.test(literal.text) && !NAMES.has(literal.text))
        found.push(`${where(node)} ${node.name.getText(source)}="${literal.text}"`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("the translated screens", () => {
  it.each(TRANSLATED)("%s has no words of its own", (file) => {
    expect(literalWords(file)).toEqual([]);
  });

  it("finds a literal when there is one", () => {
    expect(literalWords("tests/support/fixtures/literal-words.tsx")).toEqual([
      'tests/support/fixtures/literal-words.tsx:4 aria-label="Sign up"',
      "tests/support/fixtures/literal-words.tsx:6 Your name",
      'tests/support/fixtures/literal-words.tsx:6 placeholder="Ada Lovelace"',
    ]);
  });
});
