import { defineWords } from "./words";

/** The dashboard's Customers tab (issue 54): the business's customers and adding one. */
export const customersTabWords = defineWords(
  {
    addCustomer: "Add a customer",
    name: "Name",
    email: "Email",
    phone: "Phone",
    address: "Address (optional)",
    add: "Add Customer",
    searchCustomers: "Search customers",
    searchPlaceholder: "Search by name, email or phone",
    noMatches: "No customers match your search.",
    none: "No customers yet.",
    business: "Business: {email}",
    active: "Active",
    inactive: "Inactive",
    oneBooking: "1 booking · {spent} spent",
    bookings: "{count} bookings · {spent} spent",
  },
  {
    addCustomer: "Agregar un cliente",
    name: "Nombre",
    email: "Correo electrónico",
    phone: "Teléfono",
    address: "Dirección (opcional)",
    add: "Agregar cliente",
    searchCustomers: "Buscar clientes",
    searchPlaceholder: "Busque por nombre, correo o teléfono",
    noMatches: "Ningún cliente coincide con su búsqueda.",
    none: "Todavía no tiene clientes.",
    business: "Negocio: {email}",
    active: "Activo",
    inactive: "Inactivo",
    oneBooking: "1 reserva · {spent} gastados",
    bookings: "{count} reservas · {spent} gastados",
  },
);
