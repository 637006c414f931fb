// Vite bundles the stylesheets these modules import for their side effects only.
declare module "*.css";
