/** The icon names a feature card in content/features/ may use. FeatureIcon draws each one. */
export const FEATURE_ICON_NAMES = ["camera", "shield", "library", "leaf", "offline", "refresh"] as const

export type FeatureIconName = (typeof FEATURE_ICON_NAMES)[number]

export function isFeatureIconName(name: string): name is FeatureIconName {
  return (FEATURE_ICON_NAMES as readonly string[]).includes(name)
}
