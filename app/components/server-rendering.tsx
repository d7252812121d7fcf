import { createContext } from "react";
import type { Language } from "~/domain/language";
import type { ServiceCardView } from "~/domain/discovery/service-card";

/**
 * What only the server's render has (entry.server.tsx provides it; in the browser it is null):
 * a list card's markup from the template kept for its service
 * (services/service-card-markup.server.tsx, docs/decisions/0037), and the page's module script
 * rewritten to start after the load on a slow connection (lib/module-start.server.ts, 0036).
 */
export type ServerRenderingTools = {
  serviceCardMarkup: (service: ServiceCardView, href: string, language: Language) => string | null;
  moduleStart: (code: string, preloads: readonly string[]) => string;
};

export const ServerRendering = createContext<ServerRenderingTools | null>(null);
