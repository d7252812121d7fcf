import type { Language } from "~/domain/language";
import { jobBookedMessage } from "~/domain/schedule/scheduling";
import { clockIn } from "./clock";
import { longDateIn } from "./service";
import { defineWords } from "./words";

/** The business dashboard's frame and Overview (issue 54). */
export const dashboardWords = defineWords(
  {
    title: "Business Dashboard",
    signedInAdmin: "Signed in as {email} (admin): every business's figures.",
    signedIn: "Signed in as {email}.",
    keyFigures: "Key figures",
    todaysBookings: "Today's bookings",
    weekRevenue: "This week's revenue",
    activeCustomers: "Active customers",
    completedJobs: "Completed jobs",
    tabsLabel: "Business dashboard",
    overview: "Overview",
    scheduling: "Scheduling",
    customers: "Customers",
    payments: "Payments",
    upcoming: "Upcoming bookings",
    noUpcoming: "No upcoming bookings.",
    recent: "Recent bookings",
    noPast: "No past bookings yet.",
  },
  {
    title: "Panel del negocio",
    signedInAdmin: "Sesión iniciada como {email} (administrador): las cifras de todos los negocios.",
    signedIn: "Sesión iniciada como {email}.",
    keyFigures: "Cifras clave",
    todaysBookings: "Reservas de hoy",
    weekRevenue: "Ingresos de esta semana",
    activeCustomers: "Clientes activos",
    completedJobs: "Trabajos terminados",
    tabsLabel: "Panel del negocio",
    overview: "Resumen",
    scheduling: "Agenda",
    customers: "Clientes",
    payments: "Pagos",
    upcoming: "Próximas reservas",
    noUpcoming: "No hay próximas reservas.",
    recent: "Reservas recientes",
    noPast: "Todavía no hay reservas pasadas.",
  },
);

/** The dashboard's Scheduling tab: a service's day, and booking a job for a customer. */
export const schedulingWords = defineWords(
  {
    lead: "Pick a service and a day to see its free and booked times, then book a job for one of your customers.",
    manageServices: "Manage your services",
    slotCounts: "{free} free · {booked} booked (struck through) · ",
    held: "{held} held for a waitlist offer · ",
    jobsTake: "jobs take {length} · times in {zone}",
    findBusiness: "Find a business",
    businessName: "Business name",
    searchBusinesses: "Search businesses",
    find: "Find",
    service: "Service",
    date: "Date",
    showTimes: "Show times",
    bookedOn: "Booked on {date}",
    noBookings: "No bookings scheduled for this date",
    bookingsOn: "Bookings on {date}",
    fromTo: "{from} to {to}",
    customer: "Customer",
    specialRequests: "Special requests (optional)",
    addCustomer: "Add a customer",
    toBookForThem: "to book a job for them.",
    chooseCustomer: "Choose a customer",
    notListed: "Not listed?",
    booking: "Booking...",
    bookJob: "Book Job",
  },
  {
    lead: "Elija un servicio y un día para ver sus horas libres y reservadas, y luego reserve un trabajo para uno de sus clientes.",
    manageServices: "Administrar sus servicios",
    slotCounts: "{free} libres · {booked} reservadas (tachadas) · ",
    held: "{held} apartadas para una oferta de la lista de espera · ",
    jobsTake: "los trabajos duran {length} · horas en {zone}",
    findBusiness: "Buscar un negocio",
    businessName: "Nombre del negocio",
    searchBusinesses: "Buscar negocios",
    find: "Buscar",
    service: "Servicio",
    date: "Fecha",
    showTimes: "Ver horas",
    bookedOn: "Reservas del {date}",
    noBookings: "No hay reservas para esta fecha",
    bookingsOn: "Reservas del {date}",
    fromTo: "de {from} a {to}",
    customer: "Cliente",
    specialRequests: "Peticiones especiales (opcional)",
    addCustomer: "Agregue un cliente",
    toBookForThem: "para reservarle un trabajo.",
    chooseCustomer: "Elija un cliente",
    notListed: "¿No aparece?",
    booking: "Reservando...",
    bookJob: "Reservar el trabajo",
  },
);

/** The toast after a job is booked: "Job booked for Ana Ruiz on Tuesday, December 8, 2026 at 10:00 AM". */
export function jobBookedIn(language: Language, customerName: string, date: string, time: string): string {
  if (language === "en") return jobBookedMessage(customerName, date, time);
  return `Trabajo reservado para ${customerName} el ${longDateIn("es", date)} ${Number(time.slice(0, 2)) % 12 === 1 ? "a la" : "a las"} ${clockIn("es", time)}`;
}
