// The classic Remix compiler turns a stylesheet import into its built URL.
declare module "*.css" {
  const href: string;
  export default href;
}
