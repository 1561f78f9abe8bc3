/** vnu-jar ships no types. Its export is a String object, not a string: the path of vnu.jar (scripts/validate-html.mjs). */
declare module "vnu-jar" {
  const vnuJar: { toString(): string }
  export default vnuJar
}
