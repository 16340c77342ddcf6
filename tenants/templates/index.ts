import { caravan } from './caravan'
import { franchise } from './franchise'
import { group } from './group'
import type { TemplatePreset } from './types'

export const templates = { franchise, group, caravan } as const satisfies Record<string, TemplatePreset>

export type TemplateKey = keyof typeof templates

export const templateKeys = Object.keys(templates) as TemplateKey[]

export function templatePreset(key: string | null | undefined): TemplatePreset {
  return key && Object.hasOwn(templates, key) ? templates[key as TemplateKey] : franchise
}
