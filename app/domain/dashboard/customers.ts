export const CUSTOMER_MESSAGES = {
  name: "Please enter the customer's name",
  emailRequired: "Please enter the customer's email",
  email: "Please enter a valid email address",
  phoneRequired: "Please enter the customer's phone number",
  phone: "Please enter a valid phone number",
  duplicate: "A customer with this email already exists in your business.",
  added: "Customer added",
  failed: "Failed to save the customer. Please try again.",
  loadFailed: "Customers could not be loaded. Please try again.",
} as const;
