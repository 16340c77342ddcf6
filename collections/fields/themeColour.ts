import type { TextField } from 'payload'

export function themeColour(name: string, label: string, defaultValue: string): TextField {
  return {
    name,
    label,
    type: 'text',
    defaultValue,
    validate: (value: string | null | undefined) =>
      !value || /^#[0-9a-fA-F]{6}$/.test(value) ? true : 'Use a six-digit hex colour such as #0a3d62.',
  }
}
