import { publicOrigin } from "~/lib/http.server";
import type { ToBusiness } from "~/locales/credential-emails";
import type { CredentialRecord } from "~/models/credential.server";

/** Whom a credential's e-mails go to: its business's owner, in the language they chose, named as the business. */
export function credentialRecipient(credential: CredentialRecord): ToBusiness {
  return {
    email: credential.owner_email,
    language: credential.owner_language,
    businessName: credential.business_name ?? credential.owner_email,
    credential: { kind: credential.kind, number: credential.number, state: credential.state, holderName: credential.member_name },
    portalUrl: `${publicOrigin()}/provider/credentials`,
  };
}
