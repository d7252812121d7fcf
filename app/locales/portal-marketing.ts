import type { Language } from "~/domain/language";
import { defineWords } from "./words";

/** The portal's CRM & SEO tab (issue 54): posts, page views and the links to share. */
export const marketingWords = defineWords(
  {
    title: "CRM & SEO",
    postTitle: "Post to social media",
    postLead:
      "Posts are recorded here for each platform. Porchlight is not connected to your social accounts, so nothing is published on the networks themselves.",
    postOnceActive: "You can post once you have an active service.",
    service: "Service",
    postText: "Post text",
    postTextOptional: "Post text (optional)",
    postPlaceholder: "Spring special: book a tune-up this week!",
    platforms: "Platforms",
    posting: "Posting...",
    post: "Post",
    analytics: "Profile analytics",
    analyticsLead: "The last {days} days of page views; bookings and shares in total.",
    noServices: "No services yet.",
    pageViews: "Page views",
    bookings: "Bookings",
    shares: "Shares",
    share: "Share your service pages",
    noActiveServices: "No active services yet.",
    history: "Post history",
    noPosts: "No posts yet.",
    removedService: "Removed service",
  },
  {
    title: "CRM y SEO",
    postTitle: "Publicar en redes sociales",
    postLead:
      "Las publicaciones se registran aquí para cada plataforma. Porchlight no está conectado a sus cuentas de redes sociales, así que no se publica nada en las propias redes.",
    postOnceActive: "Podrá publicar cuando tenga un servicio activo.",
    service: "Servicio",
    postText: "Texto de la publicación",
    postTextOptional: "Texto de la publicación (opcional)",
    postPlaceholder: "Oferta de primavera: ¡reserve una revisión esta semana!",
    platforms: "Plataformas",
    posting: "Publicando...",
    post: "Publicar",
    analytics: "Estadísticas del perfil",
    analyticsLead: "Visitas a la página de los últimos {days} días; reservas y veces compartido en total.",
    noServices: "Todavía no tiene servicios.",
    pageViews: "Visitas a la página",
    bookings: "Reservas",
    shares: "Compartido",
    share: "Comparta las páginas de sus servicios",
    noActiveServices: "Todavía no tiene servicios activos.",
    history: "Historial de publicaciones",
    noPosts: "Todavía no hay publicaciones.",
    removedService: "Servicio eliminado",
  },
);

/** A social post's words when the business writes none, in the language it works in. */
export function defaultPostContentIn(language: Language, service: { serviceName: string; businessName: string }): string {
  if (language === "en") return `Book ${service.serviceName} with ${service.businessName} on Porchlight.`;
  return `Reserve ${service.serviceName} con ${service.businessName} en Porchlight.`;
}
