import type { ComponentType } from "react"
import type { LegalMdxComponentName } from "../../lib/legal-mdx"
import Brand from "./Brand"
import ContactEmail from "./ContactEmail"
import EffectiveDate from "./EffectiveDate"
import FormService from "./FormService"
import WhenFormSends from "./WhenFormSends"
import WhenFormSendsNothing from "./WhenFormSendsNothing"

/** The components legal MDX files may use by name, without importing anything. */
export const legalMdxComponents = {
  Brand,
  ContactEmail,
  EffectiveDate,
  FormService,
  WhenFormSends,
  WhenFormSendsNothing,
} satisfies Record<LegalMdxComponentName, ComponentType>
