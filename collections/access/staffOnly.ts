import type { Access } from 'payload'
import { isStaff } from './roles'

/** Any staff member; the multi-tenant plugin then narrows it to the member's own websites. */
export const staffOnly: Access = ({ req }) => isStaff(req.user)
