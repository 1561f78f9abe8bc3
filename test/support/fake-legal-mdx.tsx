import { type ComponentType } from "react"
import { useMDXComponents } from "@mdx-js/react"

/**
 * Stands in for a compiled legal MDX file: compiled MDX looks its components up exactly like this,
 * through the provider the template sets up.
 */
export default function FakeLegalMdx() {
  const { Brand, ContactEmail, EffectiveDate } = useMDXComponents() as Record<string, ComponentType>
  if (!Brand || !ContactEmail || !EffectiveDate) throw new Error("legal MDX components are not provided")
  return (
    <p>
      This policy is effective from <EffectiveDate />. As of that date, the <Brand /> app is available on the App Store.
      Write to <ContactEmail />.
    </p>
  )
}
