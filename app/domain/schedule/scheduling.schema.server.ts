import { z } from "zod";
import { bookingFormSchema } from "../booking/booking.schema.server";
import { NO_CUSTOMER, SCHEDULING_REASONS } from "./scheduling";

const customerId = z
  .string({ error: SCHEDULING_REASONS.customerRequired })
  .trim()
  .min(1, { message: SCHEDULING_REASONS.customerRequired, abort: true })
  .refine((value) => value !== NO_CUSTOMER, { message: SCHEDULING_REASONS.customerRequired, abort: true });

/**
 * The job form: the date, time and special requests follow the customer booking form's rules
 * (one schema, same messages); the customer comes from the business's own list.
 */
export const scheduleJobSchema = bookingFormSchema
  .pick({ preferred_date: true, preferred_time: true, special_requests: true })
  .extend({ customer_id: customerId });

export type ScheduleJobForm = z.infer<typeof scheduleJobSchema>;
