import type { Access } from 'payload'
import { isPlatformAdmin } from './roles'

export const platformAdminOnly: Access = ({ req }) => isPlatformAdmin(req.user)
