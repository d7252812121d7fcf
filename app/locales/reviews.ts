import { defineWords } from "./words";

/** The review page a completed job's link opens, and its form. */
export const reviewWords = defineWords(
  {
    title: "Review your job",
    change: "Change your review",
    howDid: "How did {business} do?",
    serviceOn: "{service} on {date}",
    couldNotOpen: "We could not open this review",
    yourRating: "Your rating",
    yourReview: "Your review (optional)",
    showsAs: "Your review will show your name as ",
    verifiedMark: ', with a "Verified booking" mark.',
    publishing: "Publishing...",
    update: "Update review",
    publish: "Publish review",
    star1: "1 star",
    star2: "2 stars",
    star3: "3 stars",
    star4: "4 stars",
    star5: "5 stars",
  },
  {
    title: "Valore su trabajo",
    change: "Cambiar su reseña",
    howDid: "¿Qué tal lo hizo {business}?",
    serviceOn: "{service} el {date}",
    couldNotOpen: "No pudimos abrir esta reseña",
    yourRating: "Su calificación",
    yourReview: "Su reseña (opcional)",
    showsAs: "Su reseña mostrará su nombre como ",
    verifiedMark: ", con la marca «Reserva verificada».",
    publishing: "Publicando...",
    update: "Actualizar la reseña",
    publish: "Publicar la reseña",
    star1: "1 estrella",
    star2: "2 estrellas",
    star3: "3 estrellas",
    star4: "4 estrellas",
    star5: "5 estrellas",
  },
);

/** The portal's Reviews (issue 54): a business's reviews, and its public replies. */
export const providerReviewWords = defineWords(
  {
    title: "Reviews",
    lead: "Customers review a job from the e-mail they get when you mark it completed. Your reply shows under their review on your service page.",
    none: "No reviews yet. They arrive after completed jobs.",
    hidden: "Hidden by Porchlight",
    yourReply: "Your reply",
    replyPublicly: "Reply publicly",
    saving: "Saving...",
    updateReply: "Update reply",
    postReply: "Post reply",
  },
  {
    title: "Reseñas",
    lead: "Los clientes reseñan un trabajo desde el correo que reciben cuando usted lo marca como terminado. Su respuesta aparece bajo la reseña en la página de su servicio.",
    none: "Todavía no hay reseñas. Llegan después de los trabajos terminados.",
    hidden: "Ocultada por Porchlight",
    yourReply: "Su respuesta",
    replyPublicly: "Responder en público",
    saving: "Guardando...",
    updateReply: "Actualizar la respuesta",
    postReply: "Publicar la respuesta",
  },
);
