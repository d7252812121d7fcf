import { defineWords } from "./words";

/** A business named where its name is not known (an e-mail, a conversation, a payment link). */
export const unnamedProviderWords = defineWords(
  { theProvider: "The provider", yourProvider: "Your provider" },
  { theProvider: "El profesional", yourProvider: "Su profesional" },
);
