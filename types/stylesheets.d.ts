/** A page's own stylesheet, compiled by PostCSS (Tailwind) and handed over as text (src/node/bundles/hooks.ts). */
declare module "*.pcss" {
  const css: string
  export default css
}
