import { z } from "zod";
import { optionalText } from "../forms/fields.schema.server";
import { DISPUTE_NOTE_MAX } from "./disputes";

/** Answering a dispute: what the business adds to the evidence Porchlight holds (optional). */
export const disputeResponseSchema = z.object({ note: optionalText(DISPUTE_NOTE_MAX, { multiline: true }) });
