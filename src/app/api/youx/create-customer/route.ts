import { FINANCE_TEXT } from '@/domain/finance/customer'
import { createFinanceCustomer } from '@/services/finance/customers'
import { financePort } from '@/services/finance'
import { websitePost } from '@/services/http/websiteRoute'

/** POST /api/youx/create-customer (§7): `redirectUrl` for a verified shopper's pre-approval, or `error`. */
export const POST = websitePost(createFinanceCustomer, FINANCE_TEXT.customerFailed(financePort().displayName))
