/** The components legal MDX files may use by name. legalMdxComponents provides exactly these. */
export const LEGAL_MDX_COMPONENT_NAMES = [
  "Brand",
  "ContactEmail",
  "EffectiveDate",
  "FormService",
  "WhenFormSends",
  "WhenFormSendsNothing",
] as const

export type LegalMdxComponentName = (typeof LEGAL_MDX_COMPONENT_NAMES)[number]
