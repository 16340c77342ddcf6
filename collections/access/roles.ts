import type { PayloadRequest } from 'payload'

export const staffRoles = ['platform-admin', 'dealer-admin', 'dealer-editor'] as const
export type StaffRole = (typeof staffRoles)[number]

type MaybeUser = PayloadRequest['user'] | null | undefined

export function staffRole(user: MaybeUser): StaffRole | null {
  if (!user || user.collection !== 'users') return null
  const role = (user as { role?: unknown }).role
  return staffRoles.includes(role as StaffRole) ? (role as StaffRole) : null
}

export function isPlatformAdmin(user: MaybeUser): boolean {
  return staffRole(user) === 'platform-admin'
}

export function isDealerAdminOrAbove(user: MaybeUser): boolean {
  const role = staffRole(user)
  return role === 'platform-admin' || role === 'dealer-admin'
}

export function isStaff(user: MaybeUser): boolean {
  return staffRole(user) !== null
}
