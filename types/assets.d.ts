// Vite's client types: `import.meta.env` and asset imports such as `~/tailwind.css?url`.
/// <reference types="vite/client" />
