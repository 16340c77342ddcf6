import type { Access } from 'payload'
import { isDealerAdminOrAbove } from './roles'

/** Platform admins, and dealer admins within their own websites (the plugin adds the tenant limit). */
export const dealerAdminOrAbove: Access = ({ req }) => isDealerAdminOrAbove(req.user)
