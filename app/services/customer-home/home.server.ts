import { isLive } from "~/domain/booking/booking-lifecycle";
import { FALLBACK_TIME_ZONE } from "~/domain/time";
import { inLanguage, type Language } from "~/domain/language";
import { isUuid } from "~/domain/uuid";
import { encodeCursor, parsePageRequest, type PageLinks } from "~/domain/pagination";
import { bookingPath, paymentPath, requestPath, threadPath, waitlistPath } from "~/lib/signed-links.server";
import type { CustomerAccount } from "~/services/support/auth.server";
import { findDefaultAddress } from "~/models/customer-address.server";
import { dataExportsOf } from "./data-export.server";
import {
  findCustomerBooking,
  findLatestContact,
  listCustomerBookings,
  listCustomerPayments,
  listCustomerRequests,
  listCustomerThreads,
  listCustomerWaitlist,
} from "~/models/customer-home.server";

/** How many of each list the customer's home shows at a time. */
export const HOME_PER_PAGE = 10;

/** The home's lists, each paged on its own (`?{list}_after=`). */
export const HOME_LISTS = ["upcoming", "past", "requests", "waitlist", "messages", "payments"] as const;
export type HomeList = (typeof HOME_LISTS)[number];

/** Who did a job, when it was one of the business's team rather than its owner. */
function teamMemberOf(row: { provider_user_id: string | null; assigned_user_id: string | null }): string | null {
  return row.assigned_user_id && row.assigned_user_id !== row.provider_user_id ? row.assigned_user_id : null;
}

/** A service's booking form, to be filled in from a past booking (the page checks the booking is the customer's). */
function bookAgainPath(serviceId: string, bookingId: string, member: string | null, language: Language): string {
  const params = new URLSearchParams({ book: "1", again: bookingId, ...(member ? { member } : {}) });
  return `${inLanguage(`/service/${serviceId}?${params}`, language)}#book`;
}

/**
 * What the booking form starts with for a signed-in customer: when they book a past job again
 * (`again`), that booking's name, e-mail, phone, address and notes (only a booking made with their
 * address: anyone else's fills nothing); otherwise their e-mail and default saved address.
 */
export async function bookingFormDefaults(customer: CustomerAccount | null, again: string | null): Promise<Record<string, string> | null> {
  if (!customer) return null;
  const booking = isUuid(again) ? await findCustomerBooking(customer.email, again) : undefined;
  if (booking) {
    return {
      customer_name: booking.customer_name,
      customer_email: booking.customer_email,
      customer_phone: booking.customer_phone,
      service_address: booking.service_address,
      special_requests: booking.special_requests ?? "",
    };
  }
  const saved = await findDefaultAddress(customer.id);
  return { customer_email: customer.email, ...(saved ? { service_address: saved.address } : {}) };
}

/**
 * What the request-for-quotes form starts with for a signed-in customer: their e-mail, the name
 * and phone of their latest booking, and the zip code of their default saved address.
 */
export async function quoteFormDefaults(customer: CustomerAccount | null) {
  if (!customer) return null;
  const [latest, saved] = await Promise.all([findLatestContact(customer.email), findDefaultAddress(customer.id)]);
  const zip = saved ? (/\b(\d{5})(?:-\d{4})?\s*$/.exec(saved.address)?.[1] ?? null) : null;
  return {
    contact: {
      customer_email: customer.email,
      ...(latest ? { customer_name: latest.customer_name, customer_phone: latest.customer_phone } : {}),
    },
    zip,
  };
}

/** The cursors of a list's neighbouring pages as query values. */
function pageLinks(links: PageLinks) {
  return { previous: links.previous && encodeCursor(links.previous), next: links.next && encodeCursor(links.next) };
}

/**
 * A signed-in customer's home (decision 0051): everything made with their address, at every
 * business, each item linking to the page its e-mail would have opened (its signed link), where its
 * actions (move, cancel, pay, review, reply, accept) already are.
 */
export async function customerHome(customer: CustomerAccount, params: URLSearchParams, language: Language, now = new Date()) {
  const page = (list: HomeList) => parsePageRequest(params, HOME_PER_PAGE, list);
  const [upcoming, past, requests, waitlist, messages, payments, exports] = await Promise.all([
    listCustomerBookings(customer.email, { upcoming: true, now }, page("upcoming")),
    listCustomerBookings(customer.email, { upcoming: false, now }, page("past")),
    listCustomerRequests(customer.email, page("requests")),
    listCustomerWaitlist(customer.email, page("waitlist")),
    listCustomerThreads(customer.email, page("messages")),
    listCustomerPayments(customer.email, page("payments")),
    dataExportsOf(customer),
  ]);
  const booking = (row: (typeof upcoming.rows)[number]) => ({
    id: row.id,
    reference: row.reference,
    business: row.business_name,
    service: row.service_name ?? row.service_type,
    date: row.preferred_date,
    time: row.preferred_time,
    timeZone: row.time_zone,
    status: row.status,
    series: row.series_id && row.series_index && row.series_size ? { index: row.series_index, size: row.series_size } : null,
    href: bookingPath(row.id, language),
    // A job that ended can be booked again: its service's form, filled in, with the same person where the business lets customers choose.
    bookAgain: row.service_id && !isLive(row.status) ? bookAgainPath(row.service_id, row.id, teamMemberOf(row), language) : null,
  });
  return {
    email: customer.email,
    exports,
    upcoming: { items: upcoming.rows.map(booking), pages: pageLinks(upcoming.links) },
    past: { items: past.rows.map(booking), pages: pageLinks(past.links) },
    requests: {
      items: requests.rows.map((row) => ({
        id: row.id,
        category: row.category,
        description: row.description,
        status: row.status,
        quoteCount: Number(row.quote_count),
        business: row.business_name,
        createdAt: row.created_at,
        timeZone: row.time_zone ?? FALLBACK_TIME_ZONE,
        href: requestPath(row.id, language),
      })),
      pages: pageLinks(requests.links),
    },
    waitlist: {
      items: waitlist.rows.map((row) => ({
        id: row.id,
        status: row.status,
        business: row.business_name,
        service: row.service_name,
        joinedAt: row.joined_at,
        timeZone: row.time_zone,
        offer: Boolean(row.has_open_offer),
        href: waitlistPath(row.id, language),
      })),
      pages: pageLinks(waitlist.links),
    },
    messages: {
      items: messages.rows.map((row) => ({
        id: row.id,
        business: row.business_name,
        lastAt: row.last_message_at ?? row.sent_at,
        timeZone: row.time_zone ?? FALLBACK_TIME_ZONE,
        unread: row.customer_unread,
        href: threadPath(row.id, language),
      })),
      pages: pageLinks(messages.links),
    },
    payments: {
      items: payments.rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        amountCents: row.amount_cents,
        status: row.status,
        method: row.method,
        last4: row.card_last4,
        createdAt: row.created_at,
        timeZone: row.time_zone ?? row.owner_time_zone ?? FALLBACK_TIME_ZONE,
        reference: row.reference,
        business: row.business_name,
        // A payment opens its receipt (decision 0055); a refund, its booking.
        href:
          row.kind === "charge" && row.status === "completed"
            ? paymentPath(row.id, language)
            : row.booking_id
              ? bookingPath(row.booking_id, language)
              : row.checkout_session_id
                ? paymentPath(row.id, language)
                : null,
      })),
      pages: pageLinks(payments.links),
    },
  };
}

export type CustomerHome = Awaited<ReturnType<typeof customerHome>>;
