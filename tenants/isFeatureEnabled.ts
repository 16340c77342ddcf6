import { featureFlagRegistry, type FeatureFlagKey } from './featureFlags'
import { templatePreset } from './templates'

export type FlagOverrides = Partial<Record<FeatureFlagKey, boolean>>

/** Website override, else the template's preset, else the registry default. */
export function isFeatureEnabled(
  key: FeatureFlagKey,
  website: { template?: string | null },
  overrides: FlagOverrides = {},
): boolean {
  const override = overrides[key]
  if (typeof override === 'boolean') return override
  const preset = templatePreset(website.template).flags[key]
  if (typeof preset === 'boolean') return preset
  return featureFlagRegistry[key].default
}
