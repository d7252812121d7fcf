/** The hidden field that carries a form's one-time submission key (docs/decisions/0026). */
export const SUBMISSION_KEY_FIELD = "submission_key";
